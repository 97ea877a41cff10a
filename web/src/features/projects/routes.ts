import { FileText, House, Info } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

export const homeRoute: NavNode = {
  id: 'home',
  title: 'menu.home',
  type: 'item',
  icon: House,
  navLink: '/',
  permissions: ['admin', 'editor'],
  page: () => import('./home-page'),
  keywords: ['projects', 'dashboard', 'map', 'wards', 'budget'],
};

export const projectsRoutes: NavNode[] = [
  {
    id: 'project',
    title: 'menu.project',
    type: 'item',
    icon: FileText,
    navLink: '/projects/:code',
    page: () => import('./project-page'),
    hidden: true,
  },
  {
    id: 'about-data',
    title: 'menu.aboutData',
    type: 'item',
    icon: Info,
    navLink: '/about',
    page: () => import('./about-page'),
    keywords: ['licence', 'license', 'attribution', 'open data', 'download', 'export'],
  },
];
