import { BookOpenText, LayoutDashboard } from 'lucide-react';
import { cardsSection } from '@/catalogue/cards/section';
import { chartsSection } from '@/catalogue/charts/section';
import { colorsSection } from '@/catalogue/colors/section';
import { componentsSection } from '@/catalogue/components/section';
import { extensionsSection } from '@/catalogue/extensions/section';
import { extraComponentsSection } from '@/catalogue/extra-components/section';
import { formsSection } from '@/catalogue/forms/section';
import { iconsSection } from '@/catalogue/icons/section';
import { mapsSection } from '@/catalogue/maps/section';
import { miscSection } from '@/catalogue/misc/section';
import { pagesRoutes } from '@/catalogue/pages/section';
import { tablesSection } from '@/catalogue/tables/section';
import { uiElementSection } from '@/catalogue/ui-element/section';
import { accountRoutes } from '@/features/account/routes';
import { analyticsRoute } from '@/features/analytics/routes';
import { authSection } from '@/features/auth/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { chatRoutes } from '@/features/chat/routes';
import { dataListRoutes } from '@/features/data-list/routes';
import { ecommerceDashboardRoutes, ecommerceRoutes } from '@/features/ecommerce/routes';
import { emailRoutes } from '@/features/email/routes';
import { feedbackRoutes } from '@/features/feedback/routes';
import { invoiceRoutes } from '@/features/invoice/routes';
import { homeRoute, projectsRoutes } from '@/features/projects/routes';
import { searchRoutes } from '@/features/search/routes';
import { staffSection } from '@/features/staff/routes';
import { todoRoutes } from '@/features/todo/routes';
import { usersRoutes } from '@/features/users/routes';
import type { NavNode } from '@/types/navigation';

const dashboards: NavNode[] = [homeRoute, analyticsRoute, ...ecommerceDashboardRoutes];

/**
 * The one tree behind the router, both menus, the breadcrumbs, the global search's page list
 * and the route guard. Adding a page is adding a node to the section or feature file that owns
 * it (`catalogue/<section>/section.ts`, `features/<feature>/routes.ts`).
 *
 * Order: the portal's own pages first, then the sample apps, the sample pages and the UI
 * catalogue, each under its own header.
 */
export const registry: NavNode[] = [
  {
    id: 'dashboards',
    title: 'menu.dashboards',
    type: 'collapse',
    icon: LayoutDashboard,
    badge: 'warning',
    badgeText: String(dashboards.length),
    children: dashboards,
  },
  ...projectsRoutes,
  ...feedbackRoutes,
  staffSection,
  ...pagesRoutes,
  ...searchRoutes,
  {
    id: 'api-docs',
    title: 'menu.apiDocs',
    type: 'external-link',
    icon: BookOpenText,
    navLink: '/api/docs',
    newTab: true,
  },
  { id: 'apps-header', title: 'menu.appsHeader', type: 'groupHeader' },
  ...emailRoutes,
  ...chatRoutes,
  ...todoRoutes,
  ...calendarRoutes,
  ...ecommerceRoutes,
  ...usersRoutes,
  ...dataListRoutes,
  ...invoiceRoutes,
  { id: 'pages-header', title: 'menu.pagesHeader', type: 'groupHeader' },
  authSection,
  ...accountRoutes,
  miscSection,
  { id: 'catalogue-header', title: 'menu.catalogueHeader', type: 'groupHeader' },
  uiElementSection,
  colorsSection,
  iconsSection,
  cardsSection,
  componentsSection,
  extraComponentsSection,
  formsSection,
  tablesSection,
  chartsSection,
  mapsSection,
  extensionsSection,
];
