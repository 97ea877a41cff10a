import { BookOpenText, FileQuestion, LayoutDashboard } from 'lucide-react';
import { miscSection } from '@/catalogue/misc/section';
import { analyticsRoute } from '@/features/analytics/routes';
import { authSection } from '@/features/auth/routes';
import { homeRoute, projectsRoutes } from '@/features/projects/routes';
import type { NavNode } from '@/types/navigation';

/**
 * The one tree behind the router, both menus, the breadcrumbs, the global search's page list
 * and the route guard. Adding a page is adding a node here (or in a section it imports).
 */
export const registry: NavNode[] = [
  {
    id: 'dashboards',
    title: 'menu.dashboards',
    type: 'collapse',
    icon: LayoutDashboard,
    badge: 'warning',
    badgeText: '2',
    children: [homeRoute, analyticsRoute],
  },
  ...projectsRoutes,
  { id: 'pages-header', title: 'menu.pagesHeader', type: 'groupHeader' },
  authSection,
  miscSection,
  { id: 'others-header', title: 'menu.othersHeader', type: 'groupHeader' },
  {
    id: 'api-docs',
    title: 'menu.apiDocs',
    type: 'external-link',
    icon: BookOpenText,
    navLink: '/api/docs',
    newTab: true,
  },
  {
    id: 'data-requests',
    title: 'menu.dataRequests',
    type: 'item',
    icon: FileQuestion,
    navLink: '/data-requests',
    disabled: true,
    badge: 'info',
    badgeText: 'menu.soon',
  },
];
