import { createAction } from '@reduxjs/toolkit';
import type { EmailFolder } from '@app/common/apps/email';

/** A change the user made that the mail service refused (the lists were put back). */
export interface MailFailure {
  action: 'star' | 'move' | 'unread' | 'label' | 'send' | 'draft';
  count: number;
}

export const mailActionFailed = createAction<MailFailure>('email/mailActionFailed');

/** A mail went out, or was kept as a draft. */
export const mailSent = createAction<{ folder: 'sent' | 'draft' }>('email/mailSent');

/** Mails moved to the trash, each with the folder it came from (for Undo). */
export interface TrashedMail {
  id: number;
  from: EmailFolder;
}

export const mailsTrashed = createAction<TrashedMail[]>('email/mailsTrashed');
