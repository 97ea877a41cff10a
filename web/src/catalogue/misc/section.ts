import { CircleAlert } from 'lucide-react';
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
      page: () => import('./coming-soon-page'),
    },
    {
      id: 'misc-not-authorized',
      title: 'menu.notAuthorized',
      type: 'item',
      navLink: '/misc/not-authorized',
      layout: 'full',
      page: () => import('./not-authorized-page'),
    },
    {
      id: 'misc-maintenance',
      title: 'menu.maintenance',
      type: 'item',
      navLink: '/misc/maintenance',
      layout: 'full',
      page: () => import('./maintenance-page'),
    },
    {
      id: 'misc-error-404',
      title: 'menu.error404',
      type: 'item',
      navLink: '/misc/error/404',
      layout: 'full',
      page: () => import('./not-found-page'),
    },
    {
      id: 'misc-error-500',
      title: 'menu.error500',
      type: 'item',
      navLink: '/misc/error/500',
      layout: 'full',
      page: () => import('./server-error-page'),
    },
  ],
};
