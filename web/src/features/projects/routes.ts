import { FileText, House, Info } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

export const homeRoute: NavNode = {
  id: 'home',
  title: 'menu.home',
  type: 'item',
  icon: House,
  navLink: '/',
  permissions: ['admin', 'editor'],
  page: () => withNamespaces(import('./home-page'), ['projects']),
  prefetch: (store, url) => import('./hooks/use-projects-dashboard').then((m) => m.prefetchDashboard(store, url)),
  keywords: ['projects', 'dashboard', 'map', 'wards', 'budget'],
};

export const projectsRoutes: NavNode[] = [
  {
    id: 'project',
    title: 'menu.project',
    type: 'item',
    icon: FileText,
    navLink: '/projects/:code',
    page: () => withNamespaces(import('./project-page'), ['projects']),
    prefetch: (store, url) => import('./api/projects-api').then((m) => m.prefetchProject(store, url)),
    hidden: true,
  },
  {
    id: 'about-data',
    title: 'menu.aboutData',
    type: 'item',
    icon: Info,
    navLink: '/about',
    page: () => withNamespaces(import('./about-page'), ['projects']),
    prefetch: (store) => import('./api/projects-api').then((m) => m.prefetchMeta(store)),
    keywords: ['licence', 'license', 'attribution', 'open data', 'download', 'export'],
  },
];
