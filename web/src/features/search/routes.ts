import { Search } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

/** The full search results page (/pages/search), listed with the portal's own pages. */
export const searchRoutes: NavNode[] = [
  {
    id: 'search',
    title: 'menu.search',
    type: 'item',
    icon: Search,
    navLink: '/pages/search',
    page: () => withNamespaces(import('./search-page'), ['search', 'portal-pages', 'projects']),
    keywords: ['find', 'results', 'wards', 'projects'],
  },
];
