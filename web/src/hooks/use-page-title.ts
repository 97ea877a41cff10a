import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title a page gives itself (a project's name, "Project not found"), which the document
 * title shows instead of the route's menu title. One page at a time sets it; it is cleared when
 * that page unmounts or passes undefined (still loading).
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function set(title: string | undefined): void {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the current page in the document title (already translated); undefined: the route's title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [title]);
}

/** The title the current page gave itself, if any. */
export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
