import type { SearchPageItem } from '@app/common/apps/search';
import type { TFunction } from 'i18next';
import type { NavNode } from '@/types/navigation';
import { routeNodes } from './tree';

/** A page as the mock service's bookmarks and search data hold it: title, link and icon. */
export type CataloguePage = Omit<SearchPageItem, 'id'>;

/**
 * The registry's pages that a visitor can open from a link (not hidden, not disabled, no path
 * parameters), for the mock service's bookmarks and search data: derived, never listed twice.
 */
export function pageCatalogue(nodes: NavNode[], t: TFunction): CataloguePage[] {
  return routeNodes(nodes)
    .filter((n) => !n.hidden && !n.disabled && n.navLink && !n.navLink.includes(':'))
    .map((n) => ({
      target: n.id,
      title: t(n.title),
      link: n.navLink ?? '/',
      icon: n.icon?.displayName ?? 'Bookmark',
    }));
}
