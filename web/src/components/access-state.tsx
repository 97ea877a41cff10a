import { LogIn, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '@/config/paths';

/**
 * What a staff page shows when its calls are not allowed: 401 (not signed in as county staff, or
 * the session ended) offers the sign-in and comes back here; 403 says the role may not
 * (`forbiddenBody` says what the page holds back, when it has more to say than the default).
 */
export function AccessState({
  status,
  forbiddenBody,
}: {
  status: 401 | 403;
  forbiddenBody?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (status === 401) {
    return (
      <div className="dash-state text-center py-4" role="alert">
        <LogIn aria-hidden="true" className="text-primary mb-2" size={28} />
        <p className="mb-1 fw-semibold">{t('staffAccess.signInTitle')}</p>
        <p className="small text-body-secondary mb-3">{t('staffAccess.signInBody')}</p>
        <Link
          className="btn btn-primary btn-sm"
          to={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`}
        >
          {t('staffAccess.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="dash-state text-center py-4" role="alert">
      <ShieldAlert aria-hidden="true" className="text-warning mb-2" size={28} />
      <p className="mb-1 fw-semibold">{t('staffAccess.forbiddenTitle')}</p>
      <p className="small text-body-secondary mb-0">
        {forbiddenBody ?? t('staffAccess.forbiddenBody')}
      </p>
    </div>
  );
}

/** 401 or 403 when the error is one of them, else null. */
export function accessStatus(status: number | null): 401 | 403 | null {
  return status === 401 || status === 403 ? status : null;
}
