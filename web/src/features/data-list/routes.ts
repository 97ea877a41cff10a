import type { NavNode } from '@/types/navigation';

/** Registry entries of the data-list app (the registry places them under the Apps header). */
export const dataListRoutes: NavNode[] = [];
