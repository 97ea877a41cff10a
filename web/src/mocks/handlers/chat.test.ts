// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chatContactsResponseSchema,
  chatThreadResponseSchema,
  chatsResponseSchema,
  sendMessageResponseSchema,
} from '@app/common/apps/chat';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

async function chatContacts() {
  return chatContactsResponseSchema.parse(
    await (await getJson('/api/app/chat/chat-contacts')).json(),
  );
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/app/chat/chats', () => {
  it('answers { chats, contacts, profileUser }', async () => {
    const response = await getJson('/api/app/chat/chats');
    expect(response.status).toBe(200);
    const body = chatsResponseSchema.parse(await response.json());
    expect(body.contacts).toHaveLength(10);
    expect(Object.keys(body.chats).sort()).toEqual(['1', '2']);
    expect(body.chats['1']?.isPinned).toBe(true);
    expect(body.profileUser.displayName).toBe('Mwende Kioko');
  });
});

describe('GET /api/app/chat/chat-contacts', () => {
  it('answers only contacts that have a chat, with the last message', async () => {
    const list = await chatContacts();
    expect(list.map((contact) => contact.uid).sort()).toEqual([1, 2]);
    for (const contact of list) {
      expect(contact.lastMessage).toEqual(db.chats.get(contact.uid)?.msg.at(-1));
    }
  });
});

describe('POST /api/app/chat/send-message', () => {
  it('appends to an existing thread', async () => {
    const before = db.chats.get(1)?.msg.length ?? 0;
    const response = await postJson('/api/app/chat/send-message', {
      contactId: 1,
      message: {
        textContent: 'Karibu!',
        time: '2026-11-20T10:00:00.000Z',
        isSent: true,
        isSeen: false,
      },
      isPinned: false,
    });
    expect(response.status).toBe(200);
    const body = sendMessageResponseSchema.parse(await response.json());
    expect(body.message).toEqual({
      textContent: 'Karibu!',
      time: '2026-11-20T10:00:00.000Z',
      isSent: true,
      isSeen: false,
    });
    expect(body.chat.msg).toHaveLength(before + 1);
    expect(body.chat.isPinned).toBe(true);
    expect(db.chats.get(1)?.msg.at(-1)?.textContent).toBe('Karibu!');
  });

  it('creates the thread with the pinned flag and adds the contact to the chat list', async () => {
    const response = await postJson('/api/app/chat/send-message', {
      contactId: 5,
      message: 'Habari ya asubuhi',
      isPinned: true,
    });
    const body = sendMessageResponseSchema.parse(await response.json());
    expect(body.chat).toEqual({ isPinned: true, msg: [body.message] });
    expect(body.message).toMatchObject({
      textContent: 'Habari ya asubuhi',
      isSent: true,
      isSeen: false,
    });
    const list = await chatContacts();
    expect(list[0]?.uid).toBe(5);
    expect(list.map((contact) => contact.uid).sort()).toEqual([1, 2, 5]);
    const chats = chatsResponseSchema.parse(await (await getJson('/api/app/chat/chats')).json());
    expect(chats.chats['5']?.isPinned).toBe(true);
  });

  it.each([
    [{ contactId: 1, message: '' }, 400, /message/],
    [{ contactId: 1, message: { textContent: ' ' } }, 400, /message/],
    [{ contactId: 1 }, 400, /message/],
    [{ message: 'hi' }, 400, /contactId/],
    [{ contactId: 1, message: 'hi', isPinned: 'yes' }, 400, /isPinned/],
    [{ contactId: 77, message: 'hi' }, 404, /Unknown contact: 77/],
  ])('refuses %j and changes nothing', async (body, status, message) => {
    const before = structuredClone(db.chats);
    const response = await postJson('/api/app/chat/send-message', body);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(message);
    expect(db.chats).toEqual(before);
  });
});

describe('POST /api/apps/chat/mark-all-seen/', () => {
  it('sets isSeen on every message (with or without the trailing slash)', async () => {
    expect(db.chats.get(1)?.msg.some((message) => !message.isSeen)).toBe(true);
    const response = await postJson('/api/apps/chat/mark-all-seen/', { contactId: 1 });
    expect(response.status).toBe(200);
    const body = chatThreadResponseSchema.parse(await response.json());
    expect(body.chat.msg.every((message) => message.isSeen)).toBe(true);
    expect(db.chats.get(1)?.msg.every((message) => message.isSeen)).toBe(true);
    expect((await postJson('/api/apps/chat/mark-all-seen', { contactId: 2 })).status).toBe(200);
    expect(db.chats.get(2)?.msg.every((message) => message.isSeen)).toBe(true);
  });

  it('answers 404 without a thread and 400 without a contact id', async () => {
    const before = structuredClone(db.chats);
    const noThread = await postJson('/api/apps/chat/mark-all-seen/', { contactId: 3 });
    expect(noThread.status).toBe(404);
    expect(await errorOf(noThread)).toBe('No chat with contact 3');
    expect((await postJson('/api/apps/chat/mark-all-seen/', { contactId: 99 })).status).toBe(404);
    expect((await postJson('/api/apps/chat/mark-all-seen/', {})).status).toBe(400);
    expect(db.chats).toEqual(before);
  });
});

describe('POST /api/apps/chat/set-pinned/', () => {
  it('sets isPinned', async () => {
    const response = await postJson('/api/apps/chat/set-pinned/', { contactId: 2, value: true });
    expect(response.status).toBe(200);
    expect(chatThreadResponseSchema.parse(await response.json()).chat.isPinned).toBe(true);
    await postJson('/api/apps/chat/set-pinned', { contactId: 1, value: false });
    expect([db.chats.get(1)?.isPinned, db.chats.get(2)?.isPinned]).toEqual([false, true]);
  });

  it('refuses bad input, changing nothing', async () => {
    const before = structuredClone(db.chats);
    const noValue = await postJson('/api/apps/chat/set-pinned/', { contactId: 2 });
    expect(noValue.status).toBe(400);
    expect(await errorOf(noValue)).toMatch(/value/);
    expect(
      (await postJson('/api/apps/chat/set-pinned/', { contactId: 4, value: true })).status,
    ).toBe(404);
    expect(db.chats).toEqual(before);
  });
});
