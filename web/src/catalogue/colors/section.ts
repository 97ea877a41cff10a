import { Palette } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The colors pages of the UI catalogue (the menu drops a group with no pages). */
export const colorsSection: NavNode = {
  id: 'colors',
  title: 'menu.colors',
  type: 'collapse',
  icon: Palette,
  children: [],
};
