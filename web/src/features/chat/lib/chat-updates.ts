import type { ChatContact, ChatMessage, ChatThread } from '@app/common/apps/chat';

/** Threads keyed by contact uid (as text, as the service sends them). */
export type ChatRecord = Record<string, ChatThread>;

/* How the chat changes: a sent message, mark-all-seen, pin. */

/**
 * Sending appends the message to the contact's thread, or creates the thread with the pinned
 * flag given (which adds the contact to the chat list).
 */
export function appendMessage(
  chats: ChatRecord,
  contactId: number,
  message: ChatMessage,
  isPinned: boolean,
): ChatRecord {
  const key = String(contactId);
  const thread = chats[key];
  return {
    ...chats,
    [key]: thread ? { ...thread, msg: [...thread.msg, message] } : { isPinned, msg: [message] },
  };
}

/** Mark-all-seen sets isSeen on every message of the thread. */
export function markAllSeen(chats: ChatRecord, contactId: number): ChatRecord {
  const key = String(contactId);
  const thread = chats[key];
  if (!thread || thread.msg.every((m) => m.isSeen)) return chats;
  return { ...chats, [key]: { ...thread, msg: thread.msg.map((m) => ({ ...m, isSeen: true })) } };
}

/** Pin sets isPinned. */
export function setPinned(chats: ChatRecord, contactId: number, value: boolean): ChatRecord {
  const key = String(contactId);
  const thread = chats[key];
  if (!thread || thread.isPinned === value) return chats;
  return { ...chats, [key]: { ...thread, isPinned: value } };
}

/** Messages from the contact the user has not seen yet. */
export const unseenCount = (thread: ChatThread | undefined): number =>
  thread?.msg.filter((m) => !m.isSent && !m.isSeen).length ?? 0;

/** A contact with a chat, as the chat list shows it. */
export interface ChatListEntry extends ChatContact {
  isPinned: boolean;
  lastMessage: ChatMessage | null;
  unseen: number;
}

/** Contacts with a chat, most recent first (pinned ones keep that order among themselves). */
export function chatList(contacts: readonly ChatContact[], chats: ChatRecord): ChatListEntry[] {
  const entries = contacts.flatMap((contact) => {
    const thread = chats[String(contact.uid)];
    if (!thread) return [];
    return [
      {
        ...contact,
        isPinned: thread.isPinned,
        lastMessage: thread.msg.at(-1) ?? null,
        unseen: unseenCount(thread),
      },
    ];
  });
  const at = (entry: ChatListEntry) => (entry.lastMessage ? Date.parse(entry.lastMessage.time) : 0);
  return entries.sort((a, b) => at(b) - at(a));
}

/** Contacts or chats whose name (or, for chats, last message) holds the query. */
export function matchesContact(
  entry: ChatContact & { lastMessage?: ChatMessage | null },
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [entry.displayName, entry.about, entry.lastMessage?.textContent ?? ''].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}
