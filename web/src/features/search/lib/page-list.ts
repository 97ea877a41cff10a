import { useSyncExternalStore } from 'react';
import type { SearchPage } from '../types';

/**
 * The pages the navbar search was given (the route registry's pages this role may open, titles
 * in the visitor's language), kept for the full results page, which the registry cannot reach
 * from a feature. The navbar is on every page of the shell, the results page included.
 */
let current: readonly SearchPage[] = [];
const listeners = new Set<() => void>();

export function publishPages(pages: readonly SearchPage[]): void {
  if (pages === current) return;
  current = pages;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The published page list; empty until the navbar has published it. */
export function usePublishedPages(): readonly SearchPage[] {
  return useSyncExternalStore(subscribe, () => current);
}
