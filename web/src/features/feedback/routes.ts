import { MessageSquareText } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';
import { FOLLOW_PATH } from './follow-link';

/** The resident's private follow page (reached from the link given after sending). */
export const feedbackRoutes: NavNode[] = [
  {
    id: 'feedback-follow',
    title: 'menu.feedbackFollow',
    type: 'item',
    icon: MessageSquareText,
    navLink: FOLLOW_PATH,
    page: () => withNamespaces(import('./follow-page'), ['feedback']),
    hidden: true,
  },
];
