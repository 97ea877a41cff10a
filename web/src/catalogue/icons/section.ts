import { Feather } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The icons pages of the UI catalogue (the menu drops a group with no pages). */
export const iconsSection: NavNode = {
  id: 'icons',
  title: 'menu.icons',
  type: 'collapse',
  icon: Feather,
  children: [],
};
