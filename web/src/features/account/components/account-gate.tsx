import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/status-messages';
import { LOGIN_PATH } from '@/config/paths';
import { staffErrorMessage } from '@/lib/api/staff-api';
import type { AccountFacts, AccountView } from '../use-account-view';
import { AccountLoading, SignedOutCard } from './account-states';

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
  if (view.state === 'loading') return <AccountLoading />;
  if (view.state === 'visitor' || (view.state === 'error' && view.status === 401)) {
    return <SignedOutCard expired={view.state === 'error'} />;
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
