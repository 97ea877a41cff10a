import type { ComponentType } from 'react';
import { canView, defineAbilityFor } from '@/lib/ability';
import { DEFAULT_ROLE } from '@/lib/roles';
import type { AppStore } from '@/lib/store/store';
import type { LazyPage, NavNode } from '@/types/navigation';
import { signInFirst } from './sign-in-first';
import { findTrail } from './tree';

const loaded = new Map<LazyPage, ComponentType>();

/**
 * Starts loading the page of the address the visitor opened (its code, and the strings it asks
 * for) as soon as the app's script runs, instead of after the first render has built the router
 * and the layout (not a page of staff data that will ask to sign in first, see signInFirst).
 * Resolves once it has loaded (or failed: the route then retries and reports).
 */
export function preloadPage(nodes: NavNode[], path: string): Promise<void> {
  const node = findTrail(nodes, path).at(-1);
  const load = node?.type === 'external-link' ? undefined : node?.page;
  if (!node || !load || signInFirst(node)) return Promise.resolve();
  return load().then(
    (module) => {
      loaded.set(load, module.default);
    },
    () => {
      // A failed load is retried and reported by the route itself when it renders.
    },
  );
}

/**
 * The page component when preloadPage has already loaded it. The router renders it directly
 * instead of through React.lazy, so the first render shows the page, not a spinner first.
 */
export function preloadedPage(load: LazyPage): ComponentType | undefined {
  return loaded.get(load);
}

/**
 * Starts the data requests of the page at `url` (its node's `prefetch`), when the store's role may
 * see that page and it does not ask to sign in first. Resolves once the answers are in, or at once
 * when there is nothing to ask; it never rejects: a failed answer is the page's to show, with its
 * retry.
 */
export function prefetchPage(nodes: NavNode[], store: AppStore, url: URL): Promise<void> {
  const node = findTrail(nodes, url.pathname).at(-1);
  const role = store.getState().auth?.userRole ?? DEFAULT_ROLE;
  if (!node?.prefetch || !canView(defineAbilityFor(role), node) || signInFirst(node))
    return Promise.resolve();
  return node.prefetch(store, url).catch(() => {
    // The page's own queries retry and report.
  });
}
