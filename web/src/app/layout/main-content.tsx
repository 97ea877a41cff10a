import { Outlet } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';

export function MainContent() {
  return (
    <main id="main-content" className="app-main" tabIndex={-1}>
      <Breadcrumbs />
      <Outlet />
    </main>
  );
}
