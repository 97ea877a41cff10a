import { History, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@app/common/staff';
import { EmptyState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { AccountGate, DemoNote, useSignInMethod } from './components/account-gate';
import { ACCOUNT_SETTINGS_PATH } from './paths';
import { useAccountView, type AccountFacts } from './use-account-view';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function Identity({ account }: { account: AccountFacts }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fmt = useFormatters();
  const method = useSignInMethod();
  return (
    <div className="card h-100" data-testid="profile-identity">
      <div className="card-body">
        <div className="d-flex align-items-center gap-3 mb-3">
          {account.avatar ? (
            <img src={account.avatar} alt="" width={64} height={64} className="rounded-circle" />
          ) : (
            <span className="account-initials" aria-hidden="true">
              {initials(account.name) || <UserRound size={28} />}
            </span>
          )}
          <div className="min-w-0">
            <h2 className="h5 mb-1 text-break">{account.name}</h2>
            <span className="badge text-bg-primary" data-testid="profile-role">
              <ShieldCheck size={12} aria-hidden="true" className="me-1" />
              {tc(`roles.${account.role}`)}
            </span>
          </div>
        </div>
        <dl className="account-facts mb-0">
          <div>
            <dt>
              <Mail size={14} aria-hidden="true" className="me-1" />
              {t('fields.email')}
            </dt>
            <dd className="text-break">{account.email || '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.signedInWith')}</dt>
            <dd data-testid="profile-method">{method(account)}</dd>
          </div>
          {account.createdAt ? (
            <div>
              <dt>{t('fields.createdAt')}</dt>
              <dd>{fmt.dateTime(account.createdAt)}</dd>
            </div>
          ) : null}
          {account.lastSignInAt ? (
            <div>
              <dt>{t('fields.lastSignInAt')}</dt>
              <dd>{fmt.dateTime(account.lastSignInAt)}</dd>
            </div>
          ) : null}
        </dl>
        <Link to={ACCOUNT_SETTINGS_PATH} className="btn btn-outline-primary btn-sm mt-3">
          {t('profile.editSettings')}
        </Link>
      </div>
    </div>
  );
}

function actionLabel(t: (key: string, options?: Record<string, unknown>) => string, e: AuditEntry) {
  return t(`actions.${e.action.replace('.', '_')}`, { defaultValue: e.action });
}

function RecentActions({ account }: { account: AccountFacts }) {
  const { t } = useTranslation('account');
  const fmt = useFormatters();
  return (
    <section className="card h-100" aria-labelledby="recent-title" data-testid="profile-recent">
      <div className="card-body">
        <h2 id="recent-title" className="h5 d-flex align-items-center gap-2">
          <History size={18} aria-hidden="true" />
          {t('profile.recent')}
        </h2>
        {account.kind === 'demo' ? (
          <EmptyState compact message={t('profile.recentDemo')} />
        ) : account.recent.length === 0 ? (
          <EmptyState compact message={t('profile.recentEmpty')} />
        ) : (
          <ol className="list-unstyled mb-0 account-recent">
            {account.recent.map((entry) => (
              <li key={entry.id}>
                <span className="fw-semibold">{actionLabel(t, entry)}</span>
                {entry.target ? (
                  <span className="text-break">
                    {' · '}
                    <code translate="no">{entry.target}</code>
                  </span>
                ) : null}
                <time className="d-block small text-body-secondary" dateTime={entry.at}>
                  {fmt.dateTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** The profile of whoever is signed in (its own chunk: a visitor never loads it, see profile-page). */
export default function ProfileBody() {
  const view = useAccountView();
  return (
    <AccountGate view={view}>
      {({ account }) => (
        <>
          {account.kind === 'demo' ? <DemoNote /> : null}
          <div className="row g-4">
            <div className="col-12 col-lg-5">
              <Identity account={account} />
            </div>
            <div className="col-12 col-lg-7">
              <RecentActions account={account} />
            </div>
          </div>
        </>
      )}
    </AccountGate>
  );
}
