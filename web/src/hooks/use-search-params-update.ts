import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a stable `update` that always builds on the newest query, whichever
 * render it came from. react-router's functional update builds on the query of the render that
 * made it, so two changes before the next render lost the first (a role and a status chosen in
 * quick succession kept only the status), and a search box's delayed update brought back filters
 * cleared while it waited. Here two updates before the next render build on each other.
 */
export function useSearchParamsUpdate(): [
  search: URLSearchParams,
  update: (change: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [search, setSearch] = useSearchParams();
  const latest = useRef({ search, setSearch });
  useLayoutEffect(() => {
    latest.current = { search, setSearch };
  }, [search, setSearch]);
  const update = useCallback((change: (current: URLSearchParams) => URLSearchParams) => {
    const next = change(new URLSearchParams(latest.current.search));
    latest.current = { ...latest.current, search: next };
    latest.current.setSearch(next, { replace: true });
  }, []);
  return [search, update];
}
