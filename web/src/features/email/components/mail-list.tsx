import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip, Star } from 'lucide-react';
import type { Mail } from '@app/common/apps/email';
import { useFormatters } from '@/hooks/use-formatters';
import { LABEL_COLOR } from '../lib/folders';
import { listTime } from '../lib/mail-time';
import { mailText } from '../lib/mail-text';

export interface MailListProps {
  mails: readonly Mail[];
  selected: readonly number[];
  cursorId: number | null;
  onOpen: (mail: Mail) => void;
  onToggleSelect: (id: number) => void;
  onToggleStar: (id: number) => void;
  onCursor: (id: number) => void;
}

const MailRow = memo(function MailRow({
  mail,
  isSelected,
  isCursor,
  locale,
  onOpen,
  onToggleSelect,
  onToggleStar,
  onCursor,
}: {
  mail: Mail;
  isSelected: boolean;
  isCursor: boolean;
  locale: string;
} & Pick<MailListProps, 'onOpen' | 'onToggleSelect' | 'onToggleStar' | 'onCursor'>) {
  const { t } = useTranslation('email');
  const excerpt = mailText(mail.message);
  const classes = [
    'mail-row',
    mail.unread ? 'is-unread' : '',
    isSelected ? 'is-selected' : '',
    isCursor ? 'is-cursor' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-mail-id={mail.id} data-testid="mail-row">
      <input
        type="checkbox"
        className="form-check-input mt-0 flex-shrink-0"
        checked={isSelected}
        onChange={() => onToggleSelect(mail.id)}
        aria-label={t('list.selectMail', { subject: mail.subject })}
      />
      <button
        type="button"
        className={`btn btn-icon mail-star${mail.isStarred ? ' is-starred' : ''}`}
        aria-pressed={mail.isStarred}
        aria-label={t('actions.star', { subject: mail.subject })}
        onClick={() => onToggleStar(mail.id)}
      >
        <Star size={18} aria-hidden="true" fill={mail.isStarred ? 'currentColor' : 'none'} />
      </button>
      <img src={mail.img} alt="" className="mail-avatar d-none d-sm-block" width={32} height={32} />
      <button
        type="button"
        className="mail-open"
        onClick={() => onOpen(mail)}
        onFocus={() => onCursor(mail.id)}
      >
        <span className="mail-line">
          <span className="mail-sender text-truncate">{mail.sender_name}</span>
          <span className="mail-meta">
            {mail.labels.map((label) => (
              <span
                key={label}
                className={`label-dot bg-${LABEL_COLOR[label]}`}
                title={t(`labels.${label}`)}
              >
                <span className="visually-hidden">{t(`labels.${label}`)}</span>
              </span>
            ))}
            {mail.attachments.length > 0 ? (
              <Paperclip size={14} aria-label={t('list.hasAttachments')} role="img" />
            ) : null}
            <time dateTime={mail.time} className="mail-time">
              {listTime(mail.time, locale)}
            </time>
          </span>
        </span>
        <span className="mail-subject text-truncate">
          {mail.unread ? <span className="visually-hidden">{t('unread')}: </span> : null}
          {mail.subject || t('list.noSubject')}
        </span>
        <span className="mail-excerpt text-truncate">{excerpt}</span>
      </button>
    </li>
  );
});

export function MailList({ mails, selected, cursorId, ...handlers }: MailListProps) {
  const { t } = useTranslation('email');
  const { locale } = useFormatters();
  return (
    <ul className="mail-list list-unstyled mb-0" aria-label={t('list.title')}>
      {mails.map((mail) => (
        <MailRow
          key={mail.id}
          mail={mail}
          isSelected={selected.includes(mail.id)}
          isCursor={cursorId === mail.id}
          locale={locale}
          {...handlers}
        />
      ))}
    </ul>
  );
}

/**
 * The list's frame while the mails load: rows of the mail rows' own height (`.mail-row`'s
 * min-height), enough to fill a phone's screen, so nothing moves when the mails arrive.
 */
export function MailListSkeleton() {
  return (
    <ul className="mail-list list-unstyled mb-0 placeholder-glow" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="mail-row">
          <span className="placeholder col-12 rounded mail-row-placeholder" />
        </li>
      ))}
    </ul>
  );
}
