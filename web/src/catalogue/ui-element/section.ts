import { LayoutTemplate } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The ui-element pages of the UI catalogue. */
export const uiElementSection: NavNode = {
  id: 'ui-elements',
  title: 'menu.uiElements',
  type: 'collapse',
  icon: LayoutTemplate,
  children: [
    demoRoute(
      { id: 'ui-grid', title: 'menu.grid', navLink: '/ui-element/grid' },
      () => import('./grid-page'),
    ),
    demoRoute(
      {
        id: 'ui-typography',
        title: 'menu.typography',
        navLink: '/ui-element/typography',
      },
      () => import('./typography-page'),
    ),
    demoRoute(
      {
        id: 'ui-text-utilities',
        title: 'menu.textUtilities',
        navLink: '/ui-element/textutilities',
      },
      () => import('./text-utilities-page'),
    ),
    demoRoute(
      {
        id: 'ui-syntax-highlighter',
        title: 'menu.syntaxHighlighter',
        navLink: '/ui-element/syntaxhighlighter',
        keywords: ['prism', 'code'],
      },
      () => import('./syntax-highlighter-page'),
    ),
  ],
};
