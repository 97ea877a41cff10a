import type { NavNode } from '@/types/navigation';

/** The full search results page (/pages/search), listed with the portal's own pages. */
export const searchRoutes: NavNode[] = [];
