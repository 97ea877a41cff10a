import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { EMAIL_LABELS, type EmailCounts, type EmailLabel } from '@app/common/apps/email';
import { useGetMailCountsQuery } from '../api/email-api';
import { FOLDER_VIEWS, folderPath, LABEL_COLOR, labelPath, type FolderView } from '../lib/folders';

/** The draft folder shows how many drafts there are; the others their unread mails. */
function folderCount(folder: FolderView, counts: EmailCounts | undefined): number {
  if (!counts) return 0;
  return folder === 'draft' ? counts.drafts : counts.folders[folder];
}

/** Folders whose count is a coloured badge; the others show it as quiet text. */
/** Unread mail in sent or the trash is nothing to act on: those two show no count. */
const UNCOUNTED: readonly FolderView[] = ['sent', 'trash'];

const BADGE: Partial<Record<FolderView, string>> = {
  inbox: 'primary',
  draft: 'warning',
  spam: 'danger',
};

function Count({ count, hint, badge }: { count: number; hint: string; badge?: string }) {
  if (count === 0) return null;
  return (
    <span
      className={badge ? `badge rounded-pill text-bg-${badge}` : 'small text-body-secondary'}
      data-testid="email-count"
    >
      {count}
      <span className="visually-hidden"> {hint}</span>
    </span>
  );
}

function LabelLink({
  label,
  unread,
  onNavigate,
}: {
  label: EmailLabel;
  unread: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('email');
  return (
    <NavLink
      to={labelPath(label)}
      className={({ isActive }) => `email-nav-link${isActive ? ' active' : ''}`}
      onClick={onNavigate}
    >
      <span className={`label-dot bg-${LABEL_COLOR[label]}`} aria-hidden="true" />
      <span className="flex-grow-1">{t(`labels.${label}`)}</span>
      <Count count={unread} hint={t('unread')} />
    </NavLink>
  );
}

/** Compose, the folders and the labels, each with its count (one call gives them all). */
export function MailSidebar({
  onCompose,
  onNavigate,
}: {
  onCompose: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('email');
  const { data: counts } = useGetMailCountsQuery();
  return (
    <div className="email-sidebar-inner">
      <div className="p-3">
        <button type="button" className="btn btn-primary w-100" onClick={onCompose}>
          <Pencil size={16} aria-hidden="true" className="me-2" />
          {t('compose.open')}
        </button>
      </div>
      <nav aria-label={t('folders.title')} className="px-2">
        <ul className="list-unstyled mb-3">
          {FOLDER_VIEWS.map(({ value, icon: Icon }) => {
            const count = folderCount(value, counts);
            return (
              <li key={value}>
                <NavLink
                  to={folderPath(value)}
                  className={({ isActive }) => `email-nav-link${isActive ? ' active' : ''}`}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`folders.${value}`)}</span>
                  {UNCOUNTED.includes(value) ? null : (
                    <Count
                      count={count}
                      badge={BADGE[value]}
                      hint={value === 'draft' ? t('folders.draftCount') : t('unread')}
                    />
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <h2 className="email-sidebar-heading">{t('labels.title')}</h2>
        <ul className="list-unstyled mb-3">
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <LabelLink
                label={label}
                unread={counts?.labels[label] ?? 0}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
