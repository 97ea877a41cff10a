import { Table2 } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The tables pages of the UI catalogue (the menu drops a group with no pages). */
export const tablesSection: NavNode = {
  id: 'tables',
  title: 'menu.tables',
  type: 'collapse',
  icon: Table2,
  children: [],
};
