import { LockKeyhole } from 'lucide-react';
import type { NavNode } from '@/types/navigation';

/** Account pages (full layout). */
export const authSection: NavNode = {
  id: 'auth',
  title: 'menu.authentication',
  type: 'collapse',
  icon: LockKeyhole,
  children: [],
};
