import { Rows3 } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

/** Registry entries of the data list app (the registry places them under the Apps header). */
export const dataListRoutes: NavNode[] = [
  {
    id: 'data-list',
    title: 'menu.dataList',
    type: 'collapse',
    icon: Rows3,
    children: [
      {
        id: 'data-list-view',
        title: 'menu.listView',
        type: 'item',
        navLink: '/data-list/list-view',
        page: () => withNamespaces(import('./list-view-page'), ['data-list']),
        keywords: ['products', 'data list', 'table'],
      },
      {
        id: 'data-thumb-view',
        title: 'menu.thumbView',
        type: 'item',
        navLink: '/data-list/thumb-view',
        page: () => withNamespaces(import('./thumb-view-page'), ['data-list']),
        keywords: ['products', 'cards', 'thumbnails'],
      },
    ],
  },
];
