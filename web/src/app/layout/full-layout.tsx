import { Outlet } from 'react-router';
import { useDocumentTitle } from '../use-document-title';
import { SkipLink } from './skip-link';

/** Blank centred page on a dark background, for account and misc pages. */
export function FullLayout() {
  useDocumentTitle();
  return (
    <div className="full-layout" data-bs-theme="dark" data-testid="full-layout">
      <SkipLink />
      <main id="main-content" className="full-layout-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
