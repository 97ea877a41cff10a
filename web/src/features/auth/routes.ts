import { LockKeyhole } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';
import { LOGIN_PATH } from '@/config/paths';

/** Account pages (full layout). */
export const authSection: NavNode = {
  id: 'auth',
  title: 'menu.authentication',
  type: 'collapse',
  icon: LockKeyhole,
  children: [
    {
      id: 'auth-login',
      title: 'menu.login',
      type: 'item',
      navLink: LOGIN_PATH,
      layout: 'full',
      page: () => withNamespaces(import('./pages/login-page'), ['auth']),
      keywords: ['sign in', 'signin', 'log in', 'account'],
    },
    {
      id: 'auth-register',
      title: 'menu.register',
      type: 'item',
      navLink: '/pages/register',
      layout: 'full',
      page: () => withNamespaces(import('./pages/register-page'), ['auth']),
      keywords: ['sign up', 'signup', 'create account'],
    },
    {
      id: 'auth-forgot-password',
      title: 'menu.forgotPassword',
      type: 'item',
      navLink: '/pages/forgot-password',
      layout: 'full',
      page: () => withNamespaces(import('./pages/forgot-password-page'), ['auth']),
      keywords: ['password', 'recover'],
    },
    {
      id: 'auth-reset-password',
      title: 'menu.resetPassword',
      type: 'item',
      navLink: '/pages/reset-password',
      layout: 'full',
      page: () => withNamespaces(import('./pages/reset-password-page'), ['auth']),
      keywords: ['password', 'new password'],
    },
    {
      id: 'auth-lock-screen',
      title: 'menu.lockScreen',
      type: 'item',
      navLink: '/pages/lock-screen',
      layout: 'full',
      page: () => withNamespaces(import('./pages/lock-screen-page'), ['auth']),
      keywords: ['lock', 'unlock'],
    },
  ],
};
