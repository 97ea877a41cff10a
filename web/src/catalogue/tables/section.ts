import { Grid3x3, Rows3, Sheet, Table2, TableProperties } from 'lucide-react';
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
        icon: Rows3,
        navLink: '/tables/reactstrap',
        keywords: ['reactstrap', 'bootstrap'],
      },
      () => import('./reactstrap-page'),
    ),
    demoRoute(
      {
        id: 'tables-react-tables',
        title: 'menu.reactTables',
        icon: TableProperties,
        navLink: '/tables/react-tables',
        keywords: ['react-table', 'tanstack'],
      },
      () => import('./react-tables-page'),
    ),
    demoRoute(
      { id: 'tables-ag-grid', title: 'menu.agGrid', icon: Grid3x3, navLink: '/tables/agGrid' },
      () => import('./ag-grid-page'),
    ),
    demoRoute(
      {
        id: 'tables-data-tables',
        title: 'menu.dataTables',
        icon: Sheet,
        navLink: '/tables/data-tables',
      },
      () => import('./data-tables-page'),
    ),
  ],
};
