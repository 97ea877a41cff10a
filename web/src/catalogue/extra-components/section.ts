import { Puzzle } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The extra components of the UI catalogue. */
export const extraComponentsSection: NavNode = {
  id: 'extra-components',
  title: 'menu.extraComponents',
  type: 'collapse',
  icon: Puzzle,
  children: [
    demoRoute(
      {
        id: 'extra-avatar',
        title: 'menu.avatar',
        navLink: '/extra-components/avatar',
      },
      () => import('./avatar-page'),
    ),
    demoRoute(
      { id: 'extra-chips', title: 'menu.chips', navLink: '/extra-components/chips' },
      () => import('./chips-page'),
    ),
    demoRoute(
      {
        id: 'extra-divider',
        title: 'menu.divider',
        navLink: '/extra-components/divider',
      },
      () => import('./divider-page'),
    ),
    demoRoute(
      {
        id: 'extra-auto-complete',
        title: 'menu.autoComplete',
        navLink: '/extra-components/auto-complete',
        keywords: ['combobox', 'typeahead', 'autocomplete'],
      },
      () => import('./auto-complete-page'),
    ),
  ],
};
