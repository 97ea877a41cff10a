import { ChartPie } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

export const analyticsRoute: NavNode = {
  id: 'analytics',
  title: 'menu.analytics',
  type: 'item',
  icon: ChartPie,
  navLink: '/analytics',
  permissions: ['admin'],
  staffData: true,
  page: () => withNamespaces(import('./analytics-page'), ['staff']),
  keywords: ['usage', 'page views', 'visits', 'downloads', 'statistics'],
};
