import type { NavNode } from '@/types/navigation';

/** Registry entries of the email app (the registry places them under the Apps header). */
export const emailRoutes: NavNode[] = [];
