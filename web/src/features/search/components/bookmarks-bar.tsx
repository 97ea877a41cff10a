import type { Bookmark } from '@app/common/apps/bookmarks';
import { splitStarred } from '@app/common/apps/bookmark-stars';
import { Bookmark as BookmarkIcon, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '@/components/dropdown';
import { useGetBookmarksQuery, useUpdateBookmarkMutation } from '../api/search-api';
import { clearStarMenuRequest, isStarMenuRequested } from '../lib/star-request';
import { BookmarksMenu } from './bookmarks-menu';
import type { PageLookup } from '../types';
import '../search.scss';

const TOAST_MS = 8000;

interface BookmarksBarProps {
  /** See NavbarBookmarks: the page's title and icon, or null to leave the bookmark out. */
  pageOf?: PageLookup;
  /** See NavbarBookmarks: show only the portal's pages in the bar. */
  portalOnly?: boolean;
}

/**
 * The starred pages (at most the cap) as icon links, and the star menu listing every page to
 * star or unstar, with the starred ones beyond the cap waiting in their own list.
 */
export default function BookmarksBar({ pageOf, portalOnly = false }: BookmarksBarProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const query = useGetBookmarksQuery();
  const [updateBookmark] = useUpdateBookmarkMutation();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const [failedTitle, setFailedTitle] = useState<string | null>(null);
  const pendingRef = useRef(pending);
  const [openAtOnce, setOpenAtOnce] = useState(isStarMenuRequested);
  useEffect(() => {
    // A press on the stand-in after this bar's first render, before it replaced the stand-in on
    // screen, counts too: the menu (keyed on it below) opens then.
    if (isStarMenuRequested()) setOpenAtOnce(true);
    clearStarMenuRequest();
  }, []);
  pendingRef.current = pending;

  const bookmarks = useMemo(
    () =>
      (query.data ?? []).flatMap((b) => {
        if (!pageOf) return [b];
        const page = pageOf(b.link);
        return page === null ? [] : [{ ...b, title: page.title }];
      }),
    [query.data, pageOf],
  );
  const { visible: starred, overflow } = useMemo(() => splitStarred(bookmarks), [bookmarks]);
  const visible = useMemo(
    () => (portalOnly ? starred.filter((b) => pageOf?.(b.link)?.portal === true) : starred),
    [starred, portalOnly, pageOf],
  );

  const handleToggle = useCallback(
    (bookmark: Bookmark) => {
      if (pendingRef.current.has(bookmark.id)) return;
      setPending((current) => new Set(current).add(bookmark.id));
      updateBookmark({ id: bookmark.id, starred: !bookmark.starred })
        .unwrap()
        .then(
          () => undefined,
          () => setFailedTitle(bookmark.title),
        )
        .finally(() =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(bookmark.id);
            return next;
          }),
        );
    },
    [updateBookmark],
  );

  useEffect(() => {
    if (failedTitle === null) return;
    const timer = window.setTimeout(() => setFailedTitle(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [failedTitle]);

  return (
    <>
      {visible.length > 0 ? (
        <nav
          className="bookmark-bar d-none d-sm-flex"
          aria-label={t('bookmarks.title')}
          data-testid="bookmark-bar"
        >
          <ul className="bookmark-icons">
            {visible.map((bookmark) => {
              const Icon = pageOf?.(bookmark.link)?.icon ?? BookmarkIcon;
              return (
                <li key={bookmark.id}>
                  <Link
                    to={bookmark.link}
                    className="btn btn-icon bookmark-link"
                    aria-label={bookmark.title}
                    data-tooltip={bookmark.title}
                    data-testid="bookmark-link"
                  >
                    <Icon size={20} aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <Dropdown
        key={openAtOnce ? 'requested' : 'idle'}
        toggle={<Star size={20} aria-hidden="true" />}
        label={t('bookmarks.add')}
        align="start"
        menuClassName="bookmarks-menu"
        popup="dialog"
        defaultOpen={openAtOnce}
        testId="bookmarks-menu"
      >
        {(close) => (
          <BookmarksMenu
            pageOf={pageOf}
            bookmarks={bookmarks}
            visibleCount={starred.length}
            overflow={overflow}
            pending={pending}
            isLoading={query.isLoading}
            isError={query.isError && !query.isFetching}
            isMockFailure={
              query.error !== undefined &&
              'status' in query.error &&
              query.error.status === 'CUSTOM_ERROR'
            }
            onRetry={() => void query.refetch()}
            onToggle={handleToggle}
            onNavigate={close}
          />
        )}
      </Dropdown>
      {failedTitle !== null
        ? createPortal(
            <div
              className="toast show bookmarks-toast text-bg-danger border-0"
              role="alert"
              aria-live="assertive"
              aria-atomic="true"
              data-testid="bookmark-error"
            >
              <div className="d-flex align-items-start">
                <div className="toast-body">
                  {ts('bookmarks.saveFailed', { title: failedTitle })}
                </div>
                <button
                  type="button"
                  className="btn-close btn-close-white m-2 ms-auto"
                  aria-label={ts('bookmarks.dismiss')}
                  onClick={() => setFailedTitle(null)}
                />
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
