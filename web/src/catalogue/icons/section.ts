import { Feather } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The Feather icons page of the UI catalogue: one item, straight in the menu. */
export const iconsSection: NavNode = demoRoute(
  {
    id: 'icons',
    title: 'menu.icons',
    icon: Feather,
    navLink: '/icons/reactfeather',
    keywords: ['lucide', 'feather', 'icon'],
  },
  () => import('./react-feather-page'),
);
