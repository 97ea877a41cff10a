import { UserCog } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

import { STAFF_AUDIT_PATH, STAFF_IMPORT_PATH } from './paths';
export const STAFF_FEEDBACK_PATH = '/staff/feedback';

/**
 * The county staff's pages: the projects import (editors and admins) and the audit log
 * (admins). The server checks the role of every call; the menu only hides what a role cannot use.
 */
export const staffSection: NavNode = {
  id: 'staff',
  title: 'menu.staff',
  type: 'collapse',
  icon: UserCog,
  permissions: ['admin', 'editor'],
  children: [
    {
      id: 'staff-import',
      title: 'menu.staffImport',
      type: 'item',
      navLink: STAFF_IMPORT_PATH,
      permissions: ['admin', 'editor'],
      staffData: true,
      page: () => withNamespaces(import('./import-page'), ['staff']),
      keywords: ['upload', 'csv', 'xlsx', 'spreadsheet', 'projects file'],
    },
    {
      id: 'staff-feedback',
      title: 'menu.staffFeedback',
      type: 'item',
      navLink: STAFF_FEEDBACK_PATH,
      permissions: ['admin', 'editor'],
      staffData: true,
      page: () => withNamespaces(import('./feedback-page'), ['staff', 'feedback', 'projects']),
      keywords: ['feedback', 'moderation', 'complaints', 'residents', 'replies'],
    },
    {
      id: 'staff-audit',
      title: 'menu.auditLog',
      type: 'item',
      navLink: STAFF_AUDIT_PATH,
      permissions: ['admin'],
      staffData: true,
      page: () => withNamespaces(import('./audit-page'), ['staff']),
      keywords: ['history', 'changes', 'who changed'],
    },
  ],
};
