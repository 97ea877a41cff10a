import { CreditCard } from 'lucide-react';
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
      { id: 'cards-basic', title: 'menu.basicCards', navLink: '/cards/basic' },
      () => import('./basic-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-statistics',
        title: 'menu.statisticsCards',
        navLink: '/cards/statistics',
      },
      () => import('./statistics-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-analytics',
        title: 'menu.analyticsCards',
        navLink: '/cards/analytics',
      },
      () => import('./analytics-cards-page'),
    ),
    demoRoute(
      {
        id: 'cards-action',
        title: 'menu.actionCards',
        navLink: '/cards/action',
        keywords: ['drag', 'reorder', 'collapse', 'refresh'],
      },
      () => import('./action-cards-page'),
    ),
  ],
};
