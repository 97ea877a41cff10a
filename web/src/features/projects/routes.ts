import { House } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

export const homeRoute: NavNode = {
  id: 'home',
  title: 'menu.home',
  type: 'item',
  icon: House,
  navLink: '/',
  permissions: ['admin', 'editor'],
  page: () => import('./home-page'),
  keywords: ['projects', 'dashboard'],
};

export const projectsRoutes: NavNode[] = [];
