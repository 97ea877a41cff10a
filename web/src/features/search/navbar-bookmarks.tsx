import { lazy, Suspense } from 'react';
import { useAfterLoad } from './hooks/use-after-load';
import { useFirstInteraction } from './hooks/use-first-interaction';

export interface NavbarBookmarksProps {
  /**
   * Whether the current role may open a link. Bookmarks to pages it may not see are left out;
   * without it every bookmark shows.
   */
  isAllowed?: (link: string) => boolean;
  /**
   * Without an interaction, how long after mounting the bar loads anyway. Until the visitor
   * interacts, the page's first seconds belong to the content, not to the bookmarks' mock service.
   */
  idleLoadMs?: number;
}

const IDLE_LOAD_MS = 8000;

const BookmarksBar = lazy(() => import('./components/bookmarks-bar'));

/**
 * Starred pages as icon links, and the star menu to choose them. Nothing of it (code, data,
 * mock service) loads before the page has loaded, the browser is idle and the visitor has
 * interacted (or a few seconds have passed).
 */
export default function NavbarBookmarks({ isAllowed, idleLoadMs = IDLE_LOAD_MS }: NavbarBookmarksProps) {
  const isLoaded = useAfterLoad();
  const isEngaged = useFirstInteraction(idleLoadMs);
  if (!isLoaded || !isEngaged) return null;
  return (
    <Suspense fallback={null}>
      <BookmarksBar isAllowed={isAllowed} />
    </Suspense>
  );
}
