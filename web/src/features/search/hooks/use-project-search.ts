import { useEffect, useRef, useState } from 'react';
import { useLazySearchProjectsQuery } from '../api/portal-api';
import { foldQuery } from '../lib/fold';

/** Typing pauses this long before the API is asked. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 250;
/** Shorter queries match too much to be useful; the API is not asked. */
export const PROJECT_SEARCH_MIN_LENGTH = 2;

interface Pending {
  key: string;
  abort: () => void;
}

/**
 * Projects whose code, title, description or contractor match `query`, from the real API's
 * search: asked once typing pauses, and a request for an older query is cancelled when a newer
 * one starts, so a slow answer never replaces a newer one.
 */
export function useProjectSearch(query: string, page: number, limit: number) {
  const q = query.trim();
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(q), PROJECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [q]);

  const [trigger, result] = useLazySearchProjectsQuery();
  const pending = useRef<Pending | null>(null);
  const isActive = foldQuery(debounced).length >= PROJECT_SEARCH_MIN_LENGTH;
  const key = `${debounced}\u0000${page}\u0000${limit}`;

  useEffect(() => {
    if (!isActive) {
      pending.current?.abort();
      pending.current = null;
      return;
    }
    // Only a request for another query is stale: the same one asked again (React's double
    // effects in development) shares the request in flight.
    if (pending.current && pending.current.key !== key) pending.current.abort();
    const request = trigger({ q: debounced, page, limit }, true);
    pending.current = { key, abort: () => request.abort() };
  }, [isActive, key, debounced, page, limit, trigger]);

  const isCurrent =
    isActive &&
    result.originalArgs?.q === debounced &&
    result.originalArgs.page === page &&
    result.originalArgs.limit === limit;
  return {
    /** The answer for the current query (undefined while it is on the way). */
    data: isCurrent ? result.data : undefined,
    /** True while typing has not settled or the answer is on the way. */
    isLoading: q !== '' && (q !== debounced || (isActive && (!isCurrent || result.isFetching))),
    isError: isCurrent && result.isError && !result.isFetching,
    /** False when the query is too short to ask the API. */
    isActive: foldQuery(q).length >= PROJECT_SEARCH_MIN_LENGTH,
    retry: () => void trigger({ q: debounced, page, limit }, false),
  };
}
