import { ChartArea, ChartColumn, ChartLine, ChartPie } from 'lucide-react';
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
      { id: 'charts-apex', title: 'menu.apexCharts', icon: ChartArea, navLink: '/charts/apex' },
      () => import('./apex-page'),
    ),
    demoRoute(
      { id: 'charts-chartjs', title: 'menu.chartJs', icon: ChartPie, navLink: '/charts/chartjs' },
      () => import('./chartjs-page'),
    ),
    demoRoute(
      {
        id: 'charts-recharts',
        title: 'menu.recharts',
        icon: ChartLine,
        navLink: '/charts/recharts',
      },
      () => import('./recharts-page'),
    ),
  ],
};
