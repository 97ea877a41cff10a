import type { NavNode } from '@/types/navigation';

/** Registry entries of the users app (the registry places them under the Apps header). */
export const usersRoutes: NavNode[] = [];
