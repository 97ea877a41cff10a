import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SkeletonLines } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { LOGIN_PATH } from '@/config/paths';
import { staffErrorMessage } from '@/lib/api/staff-api';
import type { AccountFacts, AccountView } from '../use-account-view';

type Ready = Extract<AccountView, { state: 'ready' }>;

/** The account pages' states before the account is there: loading, a visitor, a failed load. */
export function AccountGate({
  view,
  children,
}: {
  view: AccountView;
  children: (ready: Ready) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const signIn = `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname)}`;
  if (view.state === 'loading') {
    return (
      <div className="card" aria-busy="true" data-testid="account-loading">
        <div className="card-body">
          <span className="visually-hidden">{t('loading')}</span>
          <SkeletonLines lines={4} />
        </div>
      </div>
    );
  }
  if (view.state === 'visitor' || (view.state === 'error' && view.status === 401)) {
    return (
      <div className="card" data-testid="account-signed-out">
        <div className="card-body dash-state text-center py-4">
          <LogIn aria-hidden="true" className="text-primary mb-2" size={28} />
          <p className="fw-semibold mb-1">
            {view.state === 'visitor' ? t('signedOut.title') : t('signedOut.expiredTitle')}
          </p>
          <p className="small text-body-secondary mb-3">{t('signedOut.body')}</p>
          <Link to={signIn} className="btn btn-primary btn-sm">
            {t('signedOut.signIn')}
          </Link>
        </div>
      </div>
    );
  }
  if (view.state === 'error') {
    return (
      <div className="card">
        <div className="card-body">
          <ErrorState
            title={t('loadFailed')}
            message={staffErrorMessage(view.error) ?? undefined}
            onRetry={view.retry}
          />
        </div>
      </div>
    );
  }
  return <>{children(view)}</>;
}

/** A demo account's note: what it is and where its changes go. */
export function DemoNote() {
  const { t } = useTranslation('account');
  return (
    <div className="alert alert-info py-2" data-testid="demo-note">
      {t('demo.note')}{' '}
      <Link to={LOGIN_PATH} className="alert-link">
        {t('demo.staffSignIn')}
      </Link>
    </div>
  );
}

/** How the user signed in, in words. */
export function useSignInMethod(): (account: AccountFacts) => string {
  const { t } = useTranslation('account');
  return (account) =>
    account.kind === 'demo'
      ? t('method.demo')
      : account.provider === 'external'
        ? t('method.external')
        : t('method.embedded');
}
