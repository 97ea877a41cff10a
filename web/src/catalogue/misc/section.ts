import { CircleAlert } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

export const miscSection: NavNode = {
  id: 'misc',
  title: 'menu.misc',
  type: 'collapse',
  icon: CircleAlert,
  children: [
    {
      id: 'misc-coming-soon',
      title: 'menu.comingSoon',
      type: 'item',
      navLink: '/misc/coming-soon',
      layout: 'full',
      page: () => withNamespaces(import('./coming-soon-page'), ['shell']),
    },
    {
      id: 'misc-not-authorized',
      title: 'menu.notAuthorized',
      type: 'item',
      navLink: '/misc/not-authorized',
      layout: 'full',
      page: () => withNamespaces(import('./not-authorized-page'), ['shell']),
    },
    {
      id: 'misc-maintenance',
      title: 'menu.maintenance',
      type: 'item',
      navLink: '/misc/maintenance',
      layout: 'full',
      page: () => withNamespaces(import('./maintenance-page'), ['shell']),
    },
    {
      id: 'misc-error-404',
      title: 'menu.error404',
      type: 'item',
      navLink: '/misc/error/404',
      layout: 'full',
      page: () => withNamespaces(import('./not-found-page'), ['shell']),
    },
    {
      id: 'misc-error-500',
      title: 'menu.error500',
      type: 'item',
      navLink: '/misc/error/500',
      layout: 'full',
      page: () => withNamespaces(import('./server-error-page'), ['shell']),
    },
  ],
};
