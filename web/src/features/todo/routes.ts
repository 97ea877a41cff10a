import type { NavNode } from '@/types/navigation';

/** Registry entries of the todo app (the registry places them under the Apps header). */
export const todoRoutes: NavNode[] = [];
