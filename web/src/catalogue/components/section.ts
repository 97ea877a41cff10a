import {
  AppWindow,
  Bell,
  Boxes,
  ChevronsDownUp,
  ChevronsRight,
  CircleDot,
  Compass,
  FolderOpen,
  GalleryHorizontal,
  Gauge,
  LayoutList,
  List,
  ListOrdered,
  LoaderCircle,
  MessageSquare,
  MessageSquareMore,
  MousePointerClick,
  PanelTop,
  SquareChevronDown,
  Tag,
  Tags,
  TriangleAlert,
} from 'lucide-react';
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
        icon: TriangleAlert,
        navLink: '/components/alerts',
      },
      () => import('./alerts-page'),
    ),
    demoRoute(
      {
        id: 'components-buttons',
        title: 'menu.buttons',
        icon: MousePointerClick,
        navLink: '/components/buttons',
      },
      () => import('./buttons-page'),
    ),
    demoRoute(
      {
        id: 'components-breadcrumbs',
        title: 'menu.breadcrumbs',
        icon: ChevronsRight,
        navLink: '/components/breadcrumbs',
      },
      () => import('./breadcrumbs-page'),
    ),
    demoRoute(
      {
        id: 'components-carousel',
        title: 'menu.carousel',
        icon: GalleryHorizontal,
        navLink: '/components/carousel',
      },
      () => import('./carousel-page'),
    ),
    demoRoute(
      {
        id: 'components-collapse',
        title: 'menu.collapse',
        icon: ChevronsDownUp,
        navLink: '/components/collapse',
      },
      () => import('./collapse-page'),
    ),
    demoRoute(
      {
        id: 'components-dropdowns',
        title: 'menu.dropdowns',
        icon: SquareChevronDown,
        navLink: '/components/dropdowns',
      },
      () => import('./dropdowns-page'),
    ),
    demoRoute(
      {
        id: 'components-list-group',
        title: 'menu.listGroup',
        icon: List,
        navLink: '/components/list-group',
      },
      () => import('./list-group-page'),
    ),
    demoRoute(
      {
        id: 'components-modals',
        title: 'menu.modals',
        icon: AppWindow,
        navLink: '/components/modals',
      },
      () => import('./modals-page'),
    ),
    demoRoute(
      {
        id: 'components-pagination',
        title: 'menu.pagination',
        icon: ListOrdered,
        navLink: '/components/pagination',
      },
      () => import('./pagination-page'),
    ),
    demoRoute(
      {
        id: 'components-nav-component',
        title: 'menu.navComponent',
        icon: Compass,
        navLink: '/components/nav-component',
      },
      () => import('./nav-component-page'),
    ),
    demoRoute(
      {
        id: 'components-navbar',
        title: 'menu.navbar',
        icon: PanelTop,
        navLink: '/components/navbar',
      },
      () => import('./navbar-page'),
    ),
    demoRoute(
      {
        id: 'components-tabs-component',
        title: 'menu.tabs',
        icon: FolderOpen,
        navLink: '/components/tabs-component',
      },
      () => import('./tabs-component-page'),
    ),
    demoRoute(
      {
        id: 'components-pills-component',
        title: 'menu.pills',
        icon: CircleDot,
        navLink: '/components/pills-component',
      },
      () => import('./pills-component-page'),
    ),
    demoRoute(
      {
        id: 'components-tooltips',
        title: 'menu.tooltips',
        icon: MessageSquare,
        navLink: '/components/tooltips',
      },
      () => import('./tooltips-page'),
    ),
    demoRoute(
      {
        id: 'components-popovers',
        title: 'menu.popovers',
        icon: MessageSquareMore,
        navLink: '/components/popovers',
      },
      () => import('./popovers-page'),
    ),
    demoRoute(
      {
        id: 'components-badges',
        title: 'menu.badges',
        icon: Tag,
        navLink: '/components/badges',
      },
      () => import('./badges-page'),
    ),
    demoRoute(
      {
        id: 'components-pill-badges',
        title: 'menu.pillBadges',
        icon: Tags,
        navLink: '/components/pill-badges',
      },
      () => import('./pill-badges-page'),
    ),
    demoRoute(
      {
        id: 'components-progress',
        title: 'menu.progress',
        icon: Gauge,
        navLink: '/components/progress',
      },
      () => import('./progress-page'),
    ),
    demoRoute(
      {
        id: 'components-media-objects',
        title: 'menu.mediaObjects',
        icon: LayoutList,
        navLink: '/components/media-objects',
      },
      () => import('./media-objects-page'),
    ),
    demoRoute(
      {
        id: 'components-spinners',
        title: 'menu.spinners',
        icon: LoaderCircle,
        navLink: '/components/spinners',
      },
      () => import('./spinners-page'),
    ),
    demoRoute(
      {
        id: 'components-toasts',
        title: 'menu.toasts',
        icon: Bell,
        navLink: '/components/toasts',
      },
      () => import('./toasts-page'),
    ),
  ],
};
