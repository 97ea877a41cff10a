import { lazy, Suspense, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SkeletonLines } from '@/components/skeletons';
import { LOGIN_PATH } from '@/config/paths';
import { useAppSelector } from '@/lib/store/hooks';
import { restoringSession } from '@/lib/stored-session';
import { selectAuthStatus, selectSessionUser } from '../session';

/** An account page's placeholder while the account (or the page's code) is on the way. */
export function AccountLoading() {
  const { t } = useTranslation('account');
  return (
    <div className="card" aria-busy="true" data-testid="account-loading">
      <div className="card-body">
        <span className="visually-hidden">{t('loading')}</span>
        <SkeletonLines lines={4} />
      </div>
    </div>
  );
}

/** Nobody is signed in (or the session has ended): what the page is for, and the way in. */
export function SignedOutCard({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const signIn = `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname)}`;
  return (
    <div className="card" data-testid="account-signed-out">
      <div className="card-body dash-state text-center py-4">
        <LogIn aria-hidden="true" className="text-primary mb-2" size={28} />
        <p className="fw-semibold mb-1">
          {expired ? t('signedOut.expiredTitle') : t('signedOut.title')}
        </p>
        <p className="small text-body-secondary mb-3">{t('signedOut.body')}</p>
        <Link to={signIn} className="btn btn-primary btn-sm">
          {t('signedOut.signIn')}
        </Link>
      </div>
    </div>
  );
}

/**
 * An account page's body, a chunk of its own (`lazyBody(() => import('./profile-body'))`): a
 * visitor gets the sign-in card at once, without the account's code (its API, its checks).
 */
export function lazyBody(load: () => Promise<{ default: () => ReactNode }>) {
  const Body = lazy(load);
  return function AccountBody() {
    const user = useAppSelector(selectSessionUser);
    const status = useAppSelector(selectAuthStatus);
    if (!user && !restoringSession(status)) return <SignedOutCard />;
    return (
      <Suspense fallback={<AccountLoading />}>
        <Body />
      </Suspense>
    );
  };
}
