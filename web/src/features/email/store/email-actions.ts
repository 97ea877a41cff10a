import { createAction } from '@reduxjs/toolkit';

/** A change the user made that the mail service refused (the lists were put back). */
export interface MailFailure {
  action: 'star' | 'move' | 'unread' | 'label' | 'send' | 'draft';
  count: number;
}

export const mailActionFailed = createAction<MailFailure>('email/mailActionFailed');

/** A mail went out, or was kept as a draft. */
export const mailSent = createAction<{ folder: 'sent' | 'draft' }>('email/mailSent');
