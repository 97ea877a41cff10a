import { ChartPie } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

export const analyticsRoute: NavNode = {
  id: 'analytics',
  title: 'menu.analytics',
  type: 'item',
  icon: ChartPie,
  navLink: '/analytics',
  permissions: ['admin'],
  page: () => import('./analytics-page'),
};
