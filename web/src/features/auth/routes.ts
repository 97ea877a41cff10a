import { LockKeyhole } from 'lucide-react';
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
      page: () => import('./pages/login-page'),
      keywords: ['sign in', 'signin', 'log in', 'account'],
    },
    {
      id: 'auth-register',
      title: 'menu.register',
      type: 'item',
      navLink: '/pages/register',
      layout: 'full',
      page: () => import('./pages/register-page'),
      keywords: ['sign up', 'signup', 'create account'],
    },
    {
      id: 'auth-forgot-password',
      title: 'menu.forgotPassword',
      type: 'item',
      navLink: '/pages/forgot-password',
      layout: 'full',
      page: () => import('./pages/forgot-password-page'),
      keywords: ['password', 'recover'],
    },
    {
      id: 'auth-reset-password',
      title: 'menu.resetPassword',
      type: 'item',
      navLink: '/pages/reset-password',
      layout: 'full',
      page: () => import('./pages/reset-password-page'),
      keywords: ['password', 'new password'],
    },
    {
      id: 'auth-lock-screen',
      title: 'menu.lockScreen',
      type: 'item',
      navLink: '/pages/lock-screen',
      layout: 'full',
      page: () => import('./pages/lock-screen-page'),
      keywords: ['lock', 'unlock'],
    },
  ],
};
