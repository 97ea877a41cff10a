import { Palette } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The colours page of the UI catalogue: one item, straight in the menu. */
export const colorsSection: NavNode = demoRoute(
  {
    id: 'colors',
    title: 'menu.colors',
    icon: Palette,
    navLink: '/colors/colors',
    keywords: ['palette', 'swatch'],
  },
  () => import('./colors-page'),
);
