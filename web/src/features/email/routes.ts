import { Mail } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

const page = () => withNamespaces(import('./email-page'), ['email']);

/** Registry entries of the email app (the registry places them under the Apps header). */
export const emailRoutes: NavNode[] = [
  {
    id: 'email',
    title: 'menu.email',
    type: 'item',
    icon: Mail,
    navLink: '/email/inbox',
    page,
    keywords: ['mail', 'inbox', 'compose'],
  },
  {
    id: 'email-folder',
    title: 'menu.email',
    type: 'item',
    navLink: '/email/:folder',
    page,
    hidden: true,
  },
  {
    id: 'email-label',
    title: 'menu.email',
    type: 'item',
    navLink: '/email/label/:label',
    page,
    hidden: true,
  },
  {
    id: 'email-root',
    title: 'menu.email',
    type: 'item',
    navLink: '/email',
    page: () => import('./redirect-page'),
    hidden: true,
  },
];
