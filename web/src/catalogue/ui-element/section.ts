import { LayoutTemplate } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The ui-element pages of the UI catalogue (the menu drops a group with no pages). */
export const uiElementSection: NavNode = {
  id: 'ui-elements',
  title: 'menu.uiElements',
  type: 'collapse',
  icon: LayoutTemplate,
  children: [],
};
