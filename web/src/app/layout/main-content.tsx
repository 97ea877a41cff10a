import { Outlet } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';
import { CustomizerPageEndToggle } from './customizer/customizer';
import { ScrollToTop } from './scroll-to-top';
import { TourPrompt } from './tour/tour-prompt';

export function MainContent() {
  return (
    <main id="main-content" className="app-main" tabIndex={-1}>
      <Breadcrumbs />
      <TourPrompt />
      <Outlet />
      <div className="page-end-actions">
        <ScrollToTop />
        <CustomizerPageEndToggle />
      </div>
    </main>
  );
}
