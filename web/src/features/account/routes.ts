import { Settings, UserRound } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';
import { ACCOUNT_SETTINGS_PATH, PROFILE_PATH } from './paths';

/** Registry entries of the account pages (profile, account settings), under the Pages header. */
export const accountRoutes: NavNode[] = [
  {
    id: 'account-profile',
    title: 'menu.profile',
    type: 'item',
    icon: UserRound,
    navLink: PROFILE_PATH,
    page: () => withNamespaces(import('./profile-page'), ['account']),
    keywords: ['my account', 'me', 'recent actions', 'role'],
  },
  {
    id: 'account-settings',
    title: 'menu.accountSettings',
    type: 'item',
    icon: Settings,
    navLink: ACCOUNT_SETTINGS_PATH,
    page: () => withNamespaces(import('./settings/account-settings-page'), ['account']),
    keywords: ['password', 'notifications', 'language', 'preferences'],
  },
];
