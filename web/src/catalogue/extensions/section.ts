import { Plug } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The extensions pages of the UI catalogue (the menu drops a group with no pages). */
export const extensionsSection: NavNode = {
  id: 'extensions',
  title: 'menu.extensions',
  type: 'collapse',
  icon: Plug,
  children: [],
};
