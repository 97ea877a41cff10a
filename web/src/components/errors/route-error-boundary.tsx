import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown in place of a route whose page failed to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('errors.pageFailed')}</h1>
      <p className="text-body-secondary">{detail}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          {t('errors.backHome')}
        </Link>
      </div>
    </div>
  );
}
