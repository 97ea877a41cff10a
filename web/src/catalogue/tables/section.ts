import { Table2 } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The tables pages of the UI catalogue (the menu drops a group with no pages). */
export const tablesSection: NavNode = {
  id: 'tables',
  title: 'menu.tables',
  type: 'collapse',
  icon: Table2,
  children: [
    demoRoute(
      {
        id: 'tables-reactstrap',
        title: 'menu.bootstrapTables',
        navLink: '/tables/reactstrap',
        keywords: ['reactstrap', 'bootstrap'],
      },
      () => import('./reactstrap-page'),
    ),
    demoRoute(
      {
        id: 'tables-react-tables',
        title: 'menu.reactTables',
        navLink: '/tables/react-tables',
        keywords: ['react-table', 'tanstack'],
      },
      () => import('./react-tables-page'),
    ),
    demoRoute(
      { id: 'tables-ag-grid', title: 'menu.agGrid', navLink: '/tables/agGrid' },
      () => import('./ag-grid-page'),
    ),
    demoRoute(
      {
        id: 'tables-data-tables',
        title: 'menu.dataTables',
        navLink: '/tables/data-tables',
      },
      () => import('./data-tables-page'),
    ),
  ],
};
