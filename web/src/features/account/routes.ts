import type { NavNode } from '@/types/navigation';

/** Registry entries of the account pages (profile, account settings), under the Pages header. */
export const accountRoutes: NavNode[] = [];
