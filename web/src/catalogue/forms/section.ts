import { SquarePen } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The forms pages of the UI catalogue (the menu drops a group with no pages). */
export const formsSection: NavNode = {
  id: 'forms',
  title: 'menu.forms',
  type: 'collapse',
  icon: SquarePen,
  children: [],
};
