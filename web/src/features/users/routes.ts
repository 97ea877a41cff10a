import { Users } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

const list = () => withNamespaces(import('./user-list-page'), ['users']);
const view = () => withNamespaces(import('./user-view-page'), ['users']);
const edit = () => withNamespaces(import('./user-edit-page'), ['users']);

/** Registry entries of the users app; the /pages/ and /app/ addresses show the same screens. */
export const usersRoutes: NavNode[] = [
  {
    id: 'user',
    title: 'menu.user',
    type: 'collapse',
    icon: Users,
    children: [
      {
        id: 'user-list',
        title: 'menu.userList',
        type: 'item',
        navLink: '/pages/user/list',
        page: list,
        keywords: ['users', 'accounts', 'roles'],
      },
      {
        id: 'user-view',
        title: 'menu.userView',
        type: 'item',
        navLink: '/pages/user/view',
        page: view,
      },
      {
        id: 'user-edit',
        title: 'menu.userEdit',
        type: 'item',
        navLink: '/app/user/edit',
        page: edit,
      },
      {
        id: 'app-user-list',
        title: 'menu.userList',
        type: 'item',
        navLink: '/app/user/list',
        page: list,
        hidden: true,
      },
      {
        id: 'app-user-view',
        title: 'menu.userView',
        type: 'item',
        navLink: '/app/user/view',
        page: view,
        hidden: true,
      },
      {
        id: 'user-view-id',
        title: 'menu.userView',
        type: 'item',
        navLink: '/pages/user/view/:id',
        page: view,
        hidden: true,
      },
      {
        id: 'app-user-view-id',
        title: 'menu.userView',
        type: 'item',
        navLink: '/app/user/view/:id',
        page: view,
        hidden: true,
      },
      {
        id: 'app-user-edit-id',
        title: 'menu.userEdit',
        type: 'item',
        navLink: '/app/user/edit/:id',
        page: edit,
        hidden: true,
      },
    ],
  },
];
