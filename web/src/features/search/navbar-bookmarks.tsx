import { lazy, Suspense } from 'react';
import { useAfterLoad } from './hooks/use-after-load';

export interface NavbarBookmarksProps {
  /**
   * Whether the current role may open a link. Bookmarks to pages it may not see are left out;
   * without it every bookmark shows.
   */
  isAllowed?: (link: string) => boolean;
}

const BookmarksBar = lazy(() => import('./components/bookmarks-bar'));

/**
 * Starred pages as icon links, and the star menu to choose them. Nothing of it (code, data,
 * mock service) loads before the page has loaded and the browser is idle.
 */
export default function NavbarBookmarks({ isAllowed }: NavbarBookmarksProps) {
  const isReady = useAfterLoad();
  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <BookmarksBar isAllowed={isAllowed} />
    </Suspense>
  );
}
