import { z } from '../zod.ts';
import { dateStringSchema, idSchema } from './primitives';

/** Wire values of a contact's status, as the spec words them. */
export const CHAT_STATUSES = ['online', 'offline', 'away', 'do not disturb'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const chatContactSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  about: z.string(),
  /** Avatar image (data URI). */
  photoURL: z.string(),
  status: z.enum(CHAT_STATUSES),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatMessageSchema = z.object({
  textContent: z.string(),
  /** ISO 8601 date-time. */
  time: dateStringSchema,
  /** True when the profile user sent it. */
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatThreadSchema = z.object({
  isPinned: z.boolean(),
  /** Oldest first. */
  msg: z.array(chatMessageSchema),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** GET /api/app/chat/chats. `chats` is keyed by contact uid (as text, JSON keys are text). */
export const chatsResponseSchema = z.object({
  chats: z.record(z.string(), chatThreadSchema),
  contacts: z.array(chatContactSchema),
  profileUser: chatContactSchema,
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** A contact that has a chat, with its pin flag and last message. */
export const chatContactSummarySchema = chatContactSchema.extend({
  isPinned: z.boolean(),
  lastMessage: chatMessageSchema.nullable(),
});
export type ChatContactSummary = z.infer<typeof chatContactSummarySchema>;

/** GET /api/app/chat/chat-contacts: a JSON array, most recent chat first. */
export const chatContactsResponseSchema = z.array(chatContactSummarySchema);

/** A message to send: its text, or a message object whose missing fields the service fills. */
export const outgoingMessageSchema = z.union(
  [
    z.string().trim().min(1),
    z.object({
      textContent: z.string().trim().min(1, { error: 'must not be empty' }),
      time: dateStringSchema.optional(),
      isSent: z.boolean().optional(),
      isSeen: z.boolean().optional(),
    }),
  ],
  { error: 'must be non-empty text or an object with textContent' },
);

/** POST /api/app/chat/send-message. `isPinned` applies when the thread is created. */
export const sendMessageBodySchema = z.object({
  contactId: idSchema,
  message: outgoingMessageSchema,
  isPinned: z.boolean().default(false),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  contactId: idSchema,
  message: chatMessageSchema,
  chat: chatThreadSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** POST /api/apps/chat/mark-all-seen/. */
export const markAllSeenBodySchema = z.object({ contactId: idSchema });
export type MarkAllSeenBody = z.input<typeof markAllSeenBodySchema>;

/** POST /api/apps/chat/set-pinned/. */
export const setPinnedBodySchema = z.object({ contactId: idSchema, value: z.boolean() });
export type SetPinnedBody = z.input<typeof setPinnedBodySchema>;

/** Answer of mark-all-seen and set-pinned. */
export const chatThreadResponseSchema = z.object({ contactId: idSchema, chat: chatThreadSchema });
export type ChatThreadResponse = z.infer<typeof chatThreadResponseSchema>;
