import { createAction } from '@reduxjs/toolkit';

/** A change the chat service refused (the chats were put back). */
export interface ChatFailure {
  action: 'send' | 'seen' | 'pin';
}

export const chatActionFailed = createAction<ChatFailure>('chat/chatActionFailed');
