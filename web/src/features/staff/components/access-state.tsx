import { LogIn, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '@/config/paths';

/**
 * What to show when the server refused a staff call: 401 (not signed in as county staff, or the
 * session ended) offers the sign-in; 403 says the role may not.
 */
export function AccessState({ status }: { status: 401 | 403 }) {
  const { t } = useTranslation('staff');
  const { pathname, search } = useLocation();
  if (status === 401) {
    return (
      <div className="dash-state text-center py-4" role="alert">
        <LogIn aria-hidden="true" className="text-primary mb-2" size={28} />
        <p className="mb-1 fw-semibold">{t('access.signInTitle')}</p>
        <p className="small text-body-secondary mb-3">{t('access.signInBody')}</p>
        <Link
          className="btn btn-primary btn-sm"
          to={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`}
        >
          {t('access.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="dash-state text-center py-4" role="alert">
      <ShieldAlert aria-hidden="true" className="text-warning mb-2" size={28} />
      <p className="mb-1 fw-semibold">{t('access.forbiddenTitle')}</p>
      <p className="small text-body-secondary mb-0">{t('access.forbiddenBody')}</p>
    </div>
  );
}

/** 401 or 403 when the error is one of them, else null. */
export function accessStatus(status: number | null): 401 | 403 | null {
  return status === 401 || status === 403 ? status : null;
}
