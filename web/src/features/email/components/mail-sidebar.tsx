import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { EMAIL_LABELS, type EmailLabel, type EmailsMeta } from '@app/common/apps/email';
import { useGetMailsQuery } from '../api/email-api';
import { FOLDER_VIEWS, folderPath, LABEL_COLOR, labelPath, type FolderView } from '../lib/folders';

function folderCount(folder: FolderView, meta: EmailsMeta | undefined): number {
  if (!meta) return 0;
  if (folder === 'inbox') return meta.inbox;
  if (folder === 'draft') return meta.draft;
  if (folder === 'spam') return meta.spam;
  return 0;
}

const BADGE: Partial<Record<FolderView, string>> = {
  inbox: 'primary',
  draft: 'warning',
  spam: 'danger',
};

/** Unread mails with a label (outside the trash). */
function useLabelUnread(label: EmailLabel): number {
  const { data } = useGetMailsQuery(label);
  return data?.emails.filter((mail) => mail.unread).length ?? 0;
}

function LabelLink({ label, onNavigate }: { label: EmailLabel; onNavigate: () => void }) {
  const { t } = useTranslation('email');
  const unread = useLabelUnread(label);
  return (
    <NavLink
      to={labelPath(label)}
      className={({ isActive }) => `email-nav-link${isActive ? ' active' : ''}`}
      onClick={onNavigate}
    >
      <span className={`label-dot bg-${LABEL_COLOR[label]}`} aria-hidden="true" />
      <span className="flex-grow-1">{t(`labels.${label}`)}</span>
      {unread > 0 ? (
        <span className="small text-body-secondary">
          {unread}
          <span className="visually-hidden"> {t('unread')}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

export function MailSidebar({
  meta,
  onCompose,
  onNavigate,
}: {
  meta: EmailsMeta | undefined;
  onCompose: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('email');
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
            const count = folderCount(value, meta);
            return (
              <li key={value}>
                <NavLink
                  to={folderPath(value)}
                  className={({ isActive }) => `email-nav-link${isActive ? ' active' : ''}`}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`folders.${value}`)}</span>
                  {count > 0 ? (
                    <span className={`badge rounded-pill text-bg-${BADGE[value] ?? 'secondary'}`}>
                      {count}
                      <span className="visually-hidden">
                        {' '}
                        {value === 'draft' ? t('folders.draftCount') : t('unread')}
                      </span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <h2 className="email-sidebar-heading">{t('labels.title')}</h2>
        <ul className="list-unstyled mb-3">
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <LabelLink label={label} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
