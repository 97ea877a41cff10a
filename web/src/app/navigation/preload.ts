import type { NavNode } from '@/types/navigation';
import { findTrail } from './tree';

/**
 * Starts loading the page of the address the visitor opened (its code, and the strings it asks
 * for) as soon as the app's script runs, instead of after the first render has built the router
 * and the layout. The router's lazy page then finds the module already on its way.
 */
export function preloadPage(nodes: NavNode[], path: string): Promise<unknown> | null {
  const node = findTrail(nodes, path).at(-1);
  if (!node?.page || node.type === 'external-link') return null;
  return node.page().catch(() => {
    // A failed load is retried and reported by the route itself when it renders.
  });
}
