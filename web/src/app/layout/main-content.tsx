import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';
import { isSamplePath } from './portal-pages';
import { ScrollToTop } from './scroll-to-top';
import { TourPrompt } from './tour/tour-prompt';

/** Said on every page of the sample apps and the UI catalogue: they are not the county's data. */
function DemoNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!isSamplePath(pathname)) return null;
  return (
    <p className="alert alert-secondary demo-notice" role="note" data-testid="demo-notice">
      <FlaskConical size={18} aria-hidden="true" />
      <span>{t('demoNotice')}</span>
    </p>
  );
}

export function MainContent() {
  return (
    <main id="main-content" className="app-main" tabIndex={-1}>
      <Breadcrumbs />
      <DemoNotice />
      <TourPrompt />
      <Outlet />
      <div className="page-end-actions">
        <ScrollToTop />
      </div>
    </main>
  );
}
