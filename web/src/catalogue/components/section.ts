import { Boxes } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The components pages of the UI catalogue, in menu order: react-bootstrap on the app's theme. */
export const componentsSection: NavNode = {
  id: 'components',
  title: 'menu.components',
  type: 'collapse',
  icon: Boxes,
  children: [
    demoRoute(
      {
        id: 'components-alerts',
        title: 'menu.alerts',
        navLink: '/components/alerts',
      },
      () => import('./alerts-page'),
    ),
    demoRoute(
      {
        id: 'components-buttons',
        title: 'menu.buttons',
        navLink: '/components/buttons',
      },
      () => import('./buttons-page'),
    ),
    demoRoute(
      {
        id: 'components-breadcrumbs',
        title: 'menu.breadcrumbs',
        navLink: '/components/breadcrumbs',
      },
      () => import('./breadcrumbs-page'),
    ),
    demoRoute(
      {
        id: 'components-carousel',
        title: 'menu.carousel',
        navLink: '/components/carousel',
      },
      () => import('./carousel-page'),
    ),
    demoRoute(
      {
        id: 'components-collapse',
        title: 'menu.collapse',
        navLink: '/components/collapse',
      },
      () => import('./collapse-page'),
    ),
    demoRoute(
      {
        id: 'components-dropdowns',
        title: 'menu.dropdowns',
        navLink: '/components/dropdowns',
      },
      () => import('./dropdowns-page'),
    ),
    demoRoute(
      {
        id: 'components-list-group',
        title: 'menu.listGroup',
        navLink: '/components/list-group',
      },
      () => import('./list-group-page'),
    ),
    demoRoute(
      {
        id: 'components-modals',
        title: 'menu.modals',
        navLink: '/components/modals',
      },
      () => import('./modals-page'),
    ),
    demoRoute(
      {
        id: 'components-pagination',
        title: 'menu.pagination',
        navLink: '/components/pagination',
      },
      () => import('./pagination-page'),
    ),
    demoRoute(
      {
        id: 'components-nav-component',
        title: 'menu.navComponent',
        navLink: '/components/nav-component',
      },
      () => import('./nav-component-page'),
    ),
    demoRoute(
      {
        id: 'components-navbar',
        title: 'menu.navbar',
        navLink: '/components/navbar',
      },
      () => import('./navbar-page'),
    ),
    demoRoute(
      {
        id: 'components-tabs-component',
        title: 'menu.tabs',
        navLink: '/components/tabs-component',
      },
      () => import('./tabs-component-page'),
    ),
    demoRoute(
      {
        id: 'components-pills-component',
        title: 'menu.pills',
        navLink: '/components/pills-component',
      },
      () => import('./pills-component-page'),
    ),
    demoRoute(
      {
        id: 'components-tooltips',
        title: 'menu.tooltips',
        navLink: '/components/tooltips',
      },
      () => import('./tooltips-page'),
    ),
    demoRoute(
      {
        id: 'components-popovers',
        title: 'menu.popovers',
        navLink: '/components/popovers',
      },
      () => import('./popovers-page'),
    ),
    demoRoute(
      {
        id: 'components-badges',
        title: 'menu.badges',
        navLink: '/components/badges',
      },
      () => import('./badges-page'),
    ),
    demoRoute(
      {
        id: 'components-pill-badges',
        title: 'menu.pillBadges',
        navLink: '/components/pill-badges',
      },
      () => import('./pill-badges-page'),
    ),
    demoRoute(
      {
        id: 'components-progress',
        title: 'menu.progress',
        navLink: '/components/progress',
      },
      () => import('./progress-page'),
    ),
    demoRoute(
      {
        id: 'components-media-objects',
        title: 'menu.mediaObjects',
        navLink: '/components/media-objects',
      },
      () => import('./media-objects-page'),
    ),
    demoRoute(
      {
        id: 'components-spinners',
        title: 'menu.spinners',
        navLink: '/components/spinners',
      },
      () => import('./spinners-page'),
    ),
    demoRoute(
      {
        id: 'components-toasts',
        title: 'menu.toasts',
        navLink: '/components/toasts',
      },
      () => import('./toasts-page'),
    ),
  ],
};
