import { Boxes } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The components pages of the UI catalogue (the menu drops a group with no pages). */
export const componentsSection: NavNode = {
  id: 'components',
  title: 'menu.components',
  type: 'collapse',
  icon: Boxes,
  children: [],
};
