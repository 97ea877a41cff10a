import { current, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  chatsResponseSchema,
  chatThreadResponseSchema,
  sendMessageResponseSchema,
  type ChatMessage,
  type ChatsResponse,
  type ChatThreadResponse,
  type SendMessageResponse,
} from '@app/common/apps/chat';
import { baseApi } from '@/lib/api/base-api';
import { appendMessage, markAllSeen, setPinned, type ChatRecord } from '../lib/chat-updates';
import { chatActionFailed, type ChatFailure } from '../store/chat-actions';

export interface SendMessageArgs {
  contactId: number;
  /** The message as the app shows it until the service answers. */
  message: ChatMessage;
  isPinned: boolean;
}

interface LifecycleApi {
  dispatch: ThunkDispatch<ChatApiState, unknown, UnknownAction>;
  queryFulfilled: Promise<unknown>;
}

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/app/chat/chats: contacts, threads by contact and the user's profile. */
    getChats: build.query<ChatsResponse, void>({
      query: () => 'app/chat/chats',
      transformResponse: (response: unknown) => chatsResponseSchema.parse(response),
      providesTags: ['Chat'],
    }),

    /** POST /api/app/chat/send-message. */
    sendMessage: build.mutation<SendMessageResponse, SendMessageArgs>({
      query: ({ contactId, message, isPinned }) => ({
        url: 'app/chat/send-message',
        method: 'POST',
        body: { contactId, message: { textContent: message.textContent }, isPinned },
      }),
      transformResponse: (response: unknown) => sendMessageResponseSchema.parse(response),
      onQueryStarted: ({ contactId, message, isPinned }, api) =>
        optimistic(
          (chats) => appendMessage(chats, contactId, message, isPinned),
          'send',
          api as LifecycleApi,
          (response) => {
            // The service's copy of the thread replaces the one drawn before it answered.
            const { chat } = response as SendMessageResponse;
            return (chats) => ({ ...chats, [String(contactId)]: chat });
          },
        ),
    }),

    /** POST /api/apps/chat/mark-all-seen/. */
    markAllSeen: build.mutation<ChatThreadResponse, { contactId: number }>({
      query: ({ contactId }) => ({
        url: 'apps/chat/mark-all-seen/',
        method: 'POST',
        body: { contactId },
      }),
      transformResponse: (response: unknown) => chatThreadResponseSchema.parse(response),
      onQueryStarted: ({ contactId }, api) =>
        optimistic((chats) => markAllSeen(chats, contactId), 'seen', api as LifecycleApi),
    }),

    /** POST /api/apps/chat/set-pinned/. */
    setPinned: build.mutation<ChatThreadResponse, { contactId: number; value: boolean }>({
      query: (body) => ({ url: 'apps/chat/set-pinned/', method: 'POST', body }),
      transformResponse: (response: unknown) => chatThreadResponseSchema.parse(response),
      onQueryStarted: ({ contactId, value }, api) =>
        optimistic((chats) => setPinned(chats, contactId, value), 'pin', api as LifecycleApi),
    }),
  }),
});

/**
 * Changes the cached chats at once; when the call fails they are put back and a message is
 * shown. `settle` may turn the answer into a last correction of the cache.
 */
async function optimistic(
  change: (chats: ChatRecord) => ChatRecord,
  action: ChatFailure['action'],
  { dispatch, queryFulfilled }: LifecycleApi,
  settle?: (response: unknown) => (chats: ChatRecord) => ChatRecord,
): Promise<void> {
  const patch = dispatch(
    chatApi.util.updateQueryData('getChats', undefined, (draft) => ({
      ...draft,
      chats: change(current(draft.chats)),
    })),
  );
  try {
    const { data } = (await queryFulfilled) as { data: unknown };
    if (settle) {
      const fix = settle(data);
      dispatch(
        chatApi.util.updateQueryData('getChats', undefined, (draft) => ({
          ...draft,
          chats: fix(current(draft.chats)),
        })),
      );
    }
  } catch {
    patch.undo();
    dispatch(chatActionFailed({ action }));
  }
}

/** The part of the store the chats live in. */
export type ChatApiState = Parameters<ReturnType<typeof chatApi.endpoints.getChats.select>>[0];

export const {
  useGetChatsQuery,
  useSendMessageMutation,
  useMarkAllSeenMutation,
  useSetPinnedMutation,
} = chatApi;
