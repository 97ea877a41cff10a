import type { NavNode } from '@/types/navigation';

/** Registry entries of the chat app (the registry places them under the Apps header). */
export const chatRoutes: NavNode[] = [];
