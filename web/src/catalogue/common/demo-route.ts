import type { ComponentType } from 'react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A catalogue page's registry entry: a menu item whose lazy page arrives together with the
 * catalogue frame's strings (and any other namespaces the page names).
 */
export function demoRoute(
  node: Omit<NavNode, 'type' | 'page'> & { navLink: string },
  load: () => PageModule,
  namespaces: readonly string[] = [],
): NavNode {
  return {
    ...node,
    type: 'item',
    page: () => withNamespaces(load(), ['catalogue', ...namespaces]),
  };
}
