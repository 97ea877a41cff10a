import { ChartPie, CreditCard, Hash, MousePointerClick, SquareStack } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The cards pages of the UI catalogue. */
export const cardsSection: NavNode = {
  id: 'cards',
  title: 'menu.cards',
  type: 'collapse',
  icon: CreditCard,
  children: [
    demoRoute(
      { id: 'cards-basic', title: 'menu.basicCards', icon: SquareStack, navLink: '/cards/basic' },
      () => import('./basic-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-statistics',
        title: 'menu.statisticsCards',
        icon: Hash,
        navLink: '/cards/statistics',
      },
      () => import('./statistics-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-analytics',
        title: 'menu.analyticsCards',
        icon: ChartPie,
        navLink: '/cards/analytics',
      },
      () => import('./analytics-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-action',
        title: 'menu.actionCards',
        icon: MousePointerClick,
        navLink: '/cards/action',
        keywords: ['drag', 'reorder', 'collapse', 'refresh'],
      },
      () => import('./action-cards-page'),
    ),
  ],
};
