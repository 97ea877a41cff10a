import { http, HttpResponse } from 'msw';
import {
  markAllSeenBodySchema,
  sendMessageBodySchema,
  setPinnedBodySchema,
  type ChatContactSummary,
  type ChatMessage,
  type ChatThread,
} from '@app/common/apps/chat';
import { buildChatContacts, buildChats, buildProfileUser } from '../data/chat';
import { db, defineCollection } from '../db';
import { apiPath, errorResponse, guarded, notFound, parseBody } from '../utils';

function chatsRecord(): Record<string, ChatThread> {
  return Object.fromEntries([...db.chats].map(([uid, thread]) => [String(uid), thread]));
}

/** The thread of a known contact, or the 404 to answer. */
function threadOf(contactId: number): { thread: ChatThread } | { response: Response } {
  if (!db.chatContacts.some((contact) => contact.uid === contactId)) {
    return { response: notFound('contact', contactId) };
  }
  const thread = db.chats.get(contactId);
  return thread === undefined
    ? { response: errorResponse(404, `No chat with contact ${contactId}`) }
    : { thread };
}

/** Sets isSeen on every message of the thread. */
const markAllSeen = guarded(async ({ request }) => {
  const body = await parseBody(request, markAllSeenBodySchema);
  if (!body.ok) return body.response;
  const found = threadOf(body.data.contactId);
  if ('response' in found) return found.response;
  for (const message of found.thread.msg) message.isSeen = true;
  return HttpResponse.json({ contactId: body.data.contactId, chat: found.thread });
});

const setPinned = guarded(async ({ request }) => {
  const body = await parseBody(request, setPinnedBodySchema);
  if (!body.ok) return body.response;
  const found = threadOf(body.data.contactId);
  if ('response' in found) return found.response;
  found.thread.isPinned = body.data.value;
  return HttpResponse.json({ contactId: body.data.contactId, chat: found.thread });
});

/**
 * The spec writes these paths with a trailing slash. A handler path matches with or without
 * one, so registering it without the slash answers both spellings.
 */
function slashOptional(path: `/api/${string}/`): string {
  return apiPath(path.slice(0, -1) as `/api/${string}`);
}

defineCollection('chatContacts', buildChatContacts);
defineCollection(
  'chats',
  (now) =>
    new Map(Object.entries(buildChats(now)).map(([uid, thread]) => [Number(uid), thread] as const)),
);
defineCollection('profileUser', buildProfileUser);

export const chatHandlers = [
  http.get(
    apiPath('/api/app/chat/chats'),
    guarded(() =>
      HttpResponse.json({
        chats: chatsRecord(),
        contacts: db.chatContacts,
        profileUser: db.profileUser,
      }),
    ),
  ),

  /** Contacts that have a chat, with the last message; most recent first. */
  http.get(
    apiPath('/api/app/chat/chat-contacts'),
    guarded(() => {
      const summaries: ChatContactSummary[] = db.chatContacts.flatMap((contact) => {
        const thread = db.chats.get(contact.uid);
        if (thread === undefined) return [];
        return [{ ...contact, isPinned: thread.isPinned, lastMessage: thread.msg.at(-1) ?? null }];
      });
      const order = (summary: ChatContactSummary): number =>
        summary.lastMessage === null ? 0 : Date.parse(summary.lastMessage.time);
      summaries.sort((a, b) => order(b) - order(a));
      return HttpResponse.json(summaries);
    }),
  ),

  /** Appends to the thread, or creates it (with `isPinned`) and so adds the contact to the chats. */
  http.post(
    apiPath('/api/app/chat/send-message'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, sendMessageBodySchema);
      if (!body.ok) return body.response;
      const { contactId, isPinned } = body.data;
      if (!db.chatContacts.some((contact) => contact.uid === contactId)) {
        return notFound('contact', contactId);
      }
      const input = body.data.message;
      const message: ChatMessage =
        typeof input === 'string'
          ? { textContent: input, time: new Date().toISOString(), isSent: true, isSeen: false }
          : {
              textContent: input.textContent,
              time: input.time ?? new Date().toISOString(),
              isSent: input.isSent ?? true,
              isSeen: input.isSeen ?? false,
            };
      const existing = db.chats.get(contactId);
      const chat: ChatThread = existing ?? { isPinned, msg: [] };
      chat.msg.push(message);
      if (existing === undefined) db.chats.set(contactId, chat);
      return HttpResponse.json({ contactId, message, chat });
    }),
  ),

  http.post(slashOptional('/api/apps/chat/mark-all-seen/'), markAllSeen),
  http.post(slashOptional('/api/apps/chat/set-pinned/'), setPinned),
];
