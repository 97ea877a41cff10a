import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatMessage } from '@app/common/apps/chat';
import {
  appendMessage,
  chatList,
  markAllSeen,
  matchesContact,
  setPinned,
  unseenCount,
  type ChatRecord,
} from './chat-updates';

const message = (minute: number, isSent = false, isSeen = false): ChatMessage => ({
  textContent: `Message ${minute}`,
  time: new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString(),
  isSent,
  isSeen,
});

const contact = (uid: number, displayName: string): ChatContact => ({
  uid,
  displayName,
  about: `About ${displayName}`,
  photoURL: '',
  status: 'online',
});

const chats = (): ChatRecord => ({
  '1': { isPinned: true, msg: [message(1), message(2, true)] },
  '2': { isPinned: false, msg: [message(5), message(6)] },
});

describe('chat transitions (send, mark all seen, pin)', () => {
  it('sending appends the message to an existing thread, keeping its pin', () => {
    const next = appendMessage(chats(), 2, message(9, true), true);
    expect(next['2']?.msg.map((m) => m.textContent)).toEqual([
      'Message 5',
      'Message 6',
      'Message 9',
    ]);
    expect(next['2']?.isPinned).toBe(false);
  });

  it('sending to a contact without a chat creates the thread with the pinned flag', () => {
    const next = appendMessage(chats(), 7, message(9, true), true);
    expect(next['7']).toEqual({ isPinned: true, msg: [message(9, true)] });
    expect(appendMessage(chats(), 8, message(9, true), false)['8']?.isPinned).toBe(false);
  });

  it('mark-all-seen sets isSeen on every message of the thread only', () => {
    const next = markAllSeen(chats(), 2);
    expect(next['2']?.msg.every((m) => m.isSeen)).toBe(true);
    expect(next['1']).toEqual(chats()['1']);
    expect(unseenCount(next['2'])).toBe(0);
    expect(unseenCount(chats()['2'])).toBe(2);
  });

  it('pin sets isPinned', () => {
    expect(setPinned(chats(), 2, true)['2']?.isPinned).toBe(true);
    expect(setPinned(chats(), 1, false)['1']?.isPinned).toBe(false);
  });

  it('leaves the chats given unchanged', () => {
    const before = chats();
    appendMessage(before, 1, message(9), false);
    markAllSeen(before, 1);
    setPinned(before, 1, false);
    expect(before).toEqual(chats());
  });
});

describe('chatList', () => {
  const contacts = [contact(1, 'Musyoka'), contact(2, 'Ndinda'), contact(3, 'Kyalo')];

  it('lists contacts with a chat, most recent first, with last message and unseen count', () => {
    const list = chatList(contacts, chats());
    expect(list.map((e) => e.uid)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ lastMessage: message(6), unseen: 2, isPinned: false });
  });

  it('puts the contact just written to first', () => {
    const next = appendMessage(chats(), 3, message(30, true), false);
    expect(chatList(contacts, next)[0]?.uid).toBe(3);
  });

  it('searches name, about and last message', () => {
    const [entry] = chatList(contacts, chats());
    if (!entry) throw new Error('no chat');
    expect(matchesContact(entry, 'ndin')).toBe(true);
    expect(matchesContact(entry, 'message 6')).toBe(true);
    expect(matchesContact(entry, 'zzz')).toBe(false);
    expect(matchesContact(contact(3, 'Kyalo'), 'about kya')).toBe(true);
  });
});
