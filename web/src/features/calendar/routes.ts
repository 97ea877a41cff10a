import type { NavNode } from '@/types/navigation';

/** Registry entries of the calendar app (the registry places them under the Apps header). */
export const calendarRoutes: NavNode[] = [];
