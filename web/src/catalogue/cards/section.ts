import { CreditCard } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** The cards pages of the UI catalogue (the menu drops a group with no pages). */
export const cardsSection: NavNode = {
  id: 'cards',
  title: 'menu.cards',
  type: 'collapse',
  icon: CreditCard,
  children: [],
};
