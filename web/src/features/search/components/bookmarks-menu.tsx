import type { Bookmark } from '@app/common/apps/bookmarks';
import { STARRED_BOOKMARKS_CAP } from '@app/common/apps/bookmark-stars';
import { Bookmark as BookmarkIcon, Star } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findMatch, foldQuery } from '../lib/fold';
import type { PageLookup } from '../types';
import { Highlight } from './highlight';

interface BookmarksMenuProps {
  /** Every bookmarkable page, in star order. */
  bookmarks: readonly Bookmark[];
  visibleCount: number;
  /** Starred beyond the cap, waiting for a place. */
  overflow: readonly Bookmark[];
  pending: ReadonlySet<number>;
  isLoading: boolean;
  isError: boolean;
  isMockFailure: boolean;
  onRetry: () => void;
  onToggle: (bookmark: Bookmark) => void;
  onNavigate: () => void;
  /** The page's icon from the route registry. */
  pageOf?: PageLookup;
}

/** The star menu's content: a filter, every page with its star, and the waiting list. */
export function BookmarksMenu({
  bookmarks,
  pageOf,
  visibleCount,
  overflow,
  pending,
  isLoading,
  isError,
  isMockFailure,
  onRetry,
  onToggle,
  onNavigate,
}: BookmarksMenuProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const filterId = useId();
  const pagesHeadingId = useId();
  const overflowHeadingId = useId();
  const [filter, setFilter] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);

  const q = foldQuery(filter);
  const waiting = useMemo(() => new Set(overflow.map((b) => b.id)), [overflow]);
  const matches = (b: Bookmark) => q === '' || findMatch(b.title, q) !== null;
  // The page list keeps one order (the catalogue's), so rows do not jump when starred.
  const pages = useMemo(
    () => bookmarks.filter((b) => !waiting.has(b.id)).sort((a, b) => a.id - b.id),
    [bookmarks, waiting],
  );
  const shownPages = pages.filter(matches);
  const shownOverflow = overflow.filter(matches);

  // A row that moves between the lists is a new element: give its star button focus back.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const target = root.current?.querySelector<HTMLElement>(`[data-star-id="${id}"]`);
    if (target && target !== document.activeElement) target.focus();
  }, [bookmarks]);

  const handleToggle = (bookmark: Bookmark) => {
    if (pending.has(bookmark.id)) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.dataset.starId === String(bookmark.id)) {
      refocus.current = bookmark.id;
    }
    onToggle(bookmark);
  };

  const row = (bookmark: Bookmark) => {
    const Icon = pageOf?.(bookmark.link)?.icon ?? BookmarkIcon;
    const label = bookmark.starred
      ? t('bookmarks.unstar', { title: bookmark.title })
      : t('bookmarks.star', { title: bookmark.title });
    const busy = pending.has(bookmark.id);
    return (
      <li key={bookmark.id} className="bookmark-row" data-testid="bookmark-row">
        <Link to={bookmark.link} className="dropdown-item" onClick={onNavigate}>
          <Icon size={18} aria-hidden="true" />
          <span className="text-truncate">
            <Highlight text={bookmark.title} range={findMatch(bookmark.title, q)} />
          </span>
        </Link>
        <button
          type="button"
          className={`btn btn-icon bookmark-star${bookmark.starred ? ' is-starred' : ''}`}
          aria-label={label}
          title={label}
          aria-disabled={busy || undefined}
          data-star-id={bookmark.id}
          onClick={() => handleToggle(bookmark)}
        >
          <Star size={18} aria-hidden="true" fill={bookmark.starred ? 'currentColor' : 'none'} />
        </button>
      </li>
    );
  };

  let body;
  if (isLoading) {
    body = (
      <p className="bookmarks-note" role="status">
        {ts('bookmarks.loading')}
      </p>
    );
  } else if (isError) {
    body = (
      <div className="alert alert-warning small mx-2 mb-0" role="alert">
        <p className="mb-1">{ts('bookmarks.loadFailed')}</p>
        {isMockFailure ? <p className="mb-1">{t('mockService.failedHint')}</p> : null}
        <button type="button" className="btn btn-link btn-sm p-0 alert-link" onClick={onRetry}>
          {ts('retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="bookmarks-places">
          {ts('bookmarks.places', { used: visibleCount, cap: STARRED_BOOKMARKS_CAP })}
        </p>
        <h2 className="dropdown-header h6 mb-0" id={pagesHeadingId}>
          {ts('bookmarks.pages')}
        </h2>
        {shownPages.length > 0 ? (
          <ul
            className="bookmarks-list"
            aria-labelledby={pagesHeadingId}
            data-testid="bookmarks-pages"
          >
            {shownPages.map(row)}
          </ul>
        ) : (
          <p className="bookmarks-note">{t('search.noResults')}</p>
        )}
        {overflow.length > 0 ? (
          <section aria-labelledby={overflowHeadingId} data-testid="bookmarks-overflow">
            <h2 className="dropdown-header h6 mb-0 mt-2" id={overflowHeadingId}>
              {t('bookmarks.overflow')}
            </h2>
            <p className="bookmarks-note">{ts('bookmarks.overflowHint')}</p>
            {shownOverflow.length > 0 ? (
              <ul className="bookmarks-list">{shownOverflow.map(row)}</ul>
            ) : (
              <p className="bookmarks-note">{t('search.noResults')}</p>
            )}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div ref={root}>
      <div className="bookmarks-filter">
        <label htmlFor={filterId} className="visually-hidden">
          {t('bookmarks.filter')}
        </label>
        <input
          id={filterId}
          type="search"
          className="form-control form-control-sm"
          placeholder={t('bookmarks.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoComplete="off"
          autoFocus
          data-testid="bookmarks-filter"
        />
      </div>
      {body}
    </div>
  );
}
