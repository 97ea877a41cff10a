import { Puzzle } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The extra-components pages of the UI catalogue (the menu drops a group with no pages). */
export const extraComponentsSection: NavNode = {
  id: 'extra-components',
  title: 'menu.extraComponents',
  type: 'collapse',
  icon: Puzzle,
  children: [],
};
