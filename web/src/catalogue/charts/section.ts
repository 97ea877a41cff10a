import { ChartColumn } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The charts pages of the UI catalogue (the menu drops a group with no pages). */
export const chartsSection: NavNode = {
  id: 'charts',
  title: 'menu.charts',
  type: 'collapse',
  icon: ChartColumn,
  children: [],
};
