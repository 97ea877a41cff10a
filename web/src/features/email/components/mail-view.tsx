import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Forward, Paperclip, Reply, Star } from 'lucide-react';
import type { EmailFolder, EmailLabel, Mail } from '@app/common/apps/email';
import { useFormatters } from '@/hooks/use-formatters';
import { LABEL_COLOR } from '../lib/folders';
import { fullTime } from '../lib/mail-time';
import { mailText } from '../lib/mail-text';
import { sanitizeMailHtml } from '../lib/sanitize';
import { MailActions } from './mail-actions';

function MailBody({ html }: { html: string }) {
  // Sanitised: no script, event handler or javascript: link survives.
  return <div className="mail-body" dangerouslySetInnerHTML={{ __html: sanitizeMailHtml(html) }} />;
}

function Addresses({ label, list }: { label: string; list: readonly string[] }) {
  if (list.length === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{list.join(', ')}</dd>
    </>
  );
}

function MailCard({
  mail,
  isOpen,
  onToggle,
}: {
  mail: Mail;
  isOpen: boolean;
  onToggle?: () => void;
}) {
  const { t } = useTranslation('email');
  const { locale } = useFormatters();
  const header = (
    <span className="d-flex align-items-center gap-2 w-100 text-start">
      <img src={mail.img} alt="" width={40} height={40} className="mail-avatar" />
      <span className="flex-grow-1 min-w-0">
        <span className="d-block fw-semibold text-truncate">{mail.sender_name}</span>
        <span className="d-block small text-body-secondary text-truncate">{mail.sender}</span>
      </span>
      <time dateTime={mail.time} className="small text-body-secondary text-end">
        {fullTime(mail.time, locale)}
      </time>
    </span>
  );
  return (
    <article className="card mail-card mb-3">
      <div className="card-header bg-transparent">
        {onToggle ? (
          <button
            type="button"
            className="mail-card-toggle"
            aria-expanded={isOpen}
            onClick={onToggle}
          >
            {header}
          </button>
        ) : (
          header
        )}
      </div>
      {isOpen ? (
        <div className="card-body">
          <dl className="mail-addresses small">
            <Addresses label={t('view.to')} list={mail.to} />
            <Addresses label={t('view.cc')} list={mail.cc} />
            <Addresses label={t('view.bcc')} list={mail.bcc} />
          </dl>
          <MailBody html={mail.message} />
          {mail.attachments.length > 0 ? (
            <div className="mt-3 pt-3 border-top">
              <h3 className="h6 d-flex align-items-center gap-1">
                <Paperclip size={16} aria-hidden="true" />
                {t('view.attachments', { count: mail.attachments.length })}
              </h3>
              <ul className="list-inline mb-0">
                {mail.attachments.map((name) => (
                  <li key={name} className="list-inline-item">
                    <span className="badge text-bg-light border mail-attachment">{name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="card-body py-2 small text-body-secondary text-truncate">
          {mailText(mail.message)}
        </div>
      )}
    </article>
  );
}

export interface MailViewProps {
  mail: Mail;
  onBack: () => void;
  onToggleStar: () => void;
  onMove: (folder: EmailFolder) => void;
  /** Whether the folder menu is open (the `e` key opens it too). */
  moveOpen: boolean;
  onMoveOpenChange: (open: boolean) => void;
  onToggleLabel: (label: EmailLabel) => void;
  onMarkUnread: (unread: boolean) => void;
  onReply: () => void;
  onForward: () => void;
}

/** The open mail with its earlier replies (oldest first, folded), cc/bcc and attachments. */
export function MailView({
  mail,
  onBack,
  onToggleStar,
  onMove,
  moveOpen,
  onMoveOpenChange,
  onToggleLabel,
  onMarkUnread,
  onReply,
  onForward,
}: MailViewProps) {
  const { t } = useTranslation('email');
  const [openReplies, setOpenReplies] = useState<readonly number[]>([]);
  const toggleReply = (id: number) =>
    setOpenReplies((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <section className="mail-view" aria-labelledby="mail-view-subject">
      <div className="mail-view-header">
        <button
          type="button"
          className="btn btn-icon"
          onClick={onBack}
          aria-label={t('view.back')}
          title={t('view.back')}
        >
          <ArrowLeft size={20} aria-hidden="true" className="flip-rtl" />
        </button>
        <h2 id="mail-view-subject" className="h5 mb-0 flex-grow-1 text-break">
          {mail.subject || t('list.noSubject')}
        </h2>
        <button
          type="button"
          className={`btn btn-icon mail-star${mail.isStarred ? ' is-starred' : ''}`}
          aria-pressed={mail.isStarred}
          aria-label={t('actions.star', { subject: mail.subject })}
          onClick={onToggleStar}
        >
          <Star size={18} aria-hidden="true" fill={mail.isStarred ? 'currentColor' : 'none'} />
        </button>
        <MailActions
          currentFolder={mail.mailFolder}
          activeLabels={mail.labels}
          count={1}
          unread={mail.unread ? 'all' : 'none'}
          moveOpen={moveOpen}
          onMoveOpenChange={onMoveOpenChange}
          onMove={onMove}
          onToggleLabel={onToggleLabel}
          onMarkUnread={onMarkUnread}
        />
      </div>
      <div className="mail-view-body">
        {mail.labels.length > 0 ? (
          <p className="mb-3 d-flex gap-1 flex-wrap">
            {mail.labels.map((label) => (
              <span key={label} className={`badge rounded-pill mail-label-${LABEL_COLOR[label]}`}>
                {t(`labels.${label}`)}
              </span>
            ))}
          </p>
        ) : null}
        {mail.replies.length > 0 ? (
          <p className="small text-body-secondary mb-2">
            {t('view.earlier', { count: mail.replies.length })}
          </p>
        ) : null}
        {mail.replies.map((reply) => (
          <MailCard
            key={reply.id}
            mail={reply}
            isOpen={openReplies.includes(reply.id)}
            onToggle={() => toggleReply(reply.id)}
          />
        ))}
        <MailCard mail={mail} isOpen />
        <div className="d-flex gap-2 flex-wrap">
          <button type="button" className="btn btn-outline-primary" onClick={onReply}>
            <Reply size={16} aria-hidden="true" className="me-1 flip-rtl" />
            {t('view.reply')}
          </button>
          <button type="button" className="btn btn-quiet" onClick={onForward}>
            <Forward size={16} aria-hidden="true" className="me-1 flip-rtl" />
            {t('view.forward')}
          </button>
        </div>
      </div>
    </section>
  );
}
