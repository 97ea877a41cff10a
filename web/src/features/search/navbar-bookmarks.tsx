import { Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterLoad } from './hooks/use-after-load';
import { useFirstInteraction } from './hooks/use-first-interaction';
import { requestStarMenu } from './lib/star-request';
import type { PageLookup } from './types';

export interface NavbarBookmarksProps {
  /**
   * A bookmarked page's title and icon from the route registry, or null to leave it out.
   * Without it every bookmark shows under the sample data's title.
   */
  pageOf?: PageLookup;
  /**
   * Without an interaction, how long after mounting the bar loads anyway. Until the visitor
   * interacts, the page's first seconds belong to the content, not to the bookmarks' mock service.
   */
  idleLoadMs?: number;
  /**
   * True on the portal's own pages: the bar shows the starred pages of the portal only (the
   * sample apps' bookmarks show on the sample pages).
   */
  portalOnly?: boolean;
}

const IDLE_LOAD_MS = 8000;

const BookmarksBar = lazy(() => import('./components/bookmarks-bar'));

/**
 * The star as it looks before the bar has loaded. Pressing it is an interaction, which loads the
 * bar; the bar then opens its menu. The press is noted by a window listener that runs before the
 * one that starts loading (this one is added first, as a child's effect runs before its
 * parent's): the loading render replaces this button before React could call its own handlers.
 */
function StarStandIn() {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onPress = (e: Event) => {
      const pressed = e.target instanceof Node && button.current?.contains(e.target);
      if (!pressed) return;
      if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
      requestStarMenu();
    };
    const opts = { capture: true } as const;
    window.addEventListener('pointerdown', onPress, opts);
    window.addEventListener('keydown', onPress, opts);
    return () => {
      window.removeEventListener('pointerdown', onPress, opts);
      window.removeEventListener('keydown', onPress, opts);
    };
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className="btn btn-icon"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label={t('bookmarks.add')}
      onClick={requestStarMenu}
      data-testid="bookmarks-stand-in"
    >
      <Star size={20} aria-hidden="true" />
    </button>
  );
}

/**
 * Starred pages as icon links, and the star menu to choose them. Nothing of it (code, data,
 * mock service) loads before the page has loaded, the browser is idle and the visitor has
 * interacted (or a few seconds have passed); until then the star shows as a stand-in.
 */
export default function NavbarBookmarks({
  pageOf,
  idleLoadMs = IDLE_LOAD_MS,
  portalOnly = false,
}: NavbarBookmarksProps) {
  const isLoaded = useAfterLoad();
  const isEngaged = useFirstInteraction(idleLoadMs);
  if (!isLoaded || !isEngaged) return <StarStandIn />;
  return (
    <Suspense fallback={<StarStandIn />}>
      <BookmarksBar pageOf={pageOf} portalOnly={portalOnly} />
    </Suspense>
  );
}
