import { ChartColumn } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The charts pages of the UI catalogue (the menu drops a group with no pages). */
export const chartsSection: NavNode = {
  id: 'charts',
  title: 'menu.charts',
  type: 'collapse',
  icon: ChartColumn,
  children: [
    demoRoute(
      { id: 'charts-apex', title: 'menu.apexCharts', navLink: '/charts/apex' },
      () => import('./apex-page'),
    ),
    demoRoute(
      { id: 'charts-chartjs', title: 'menu.chartJs', navLink: '/charts/chartjs' },
      () => import('./chartjs-page'),
    ),
    demoRoute(
      {
        id: 'charts-recharts',
        title: 'menu.recharts',
        navLink: '/charts/recharts',
      },
      () => import('./recharts-page'),
    ),
  ],
};
