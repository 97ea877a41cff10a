import { MessageSquare } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

/** Registry entries of the chat app (the registry places them under the Apps header). */
export const chatRoutes: NavNode[] = [
  {
    id: 'chat',
    title: 'menu.chat',
    type: 'item',
    icon: MessageSquare,
    navLink: '/chat',
    page: () => withNamespaces(import('./chat-page'), ['chat']),
    keywords: ['messages', 'contacts'],
  },
];
