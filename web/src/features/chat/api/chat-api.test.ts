import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { selectChatNotices, selectChatState } from '../store/chat-slice';
import { chatApi } from './chat-api';

setupMockServer();

const outgoing = (textContent: string) => ({
  textContent,
  time: new Date().toISOString(),
  isSent: true,
  isSeen: false,
});

async function loadedStore() {
  const store = makeStore();
  await store.dispatch(chatApi.endpoints.getChats.initiate()).unwrap();
  return store;
}

describe('chat optimistic updates', () => {
  it('a message to a contact without a chat shows at once and the contact leads the chats', async () => {
    const store = await loadedStore();
    const before = selectChatState(store.getState());
    const newcomer = before.filteredContacts[0];
    if (!newcomer) throw new Error('every contact has a chat');

    const done = store.dispatch(
      chatApi.endpoints.sendMessage.initiate({
        contactId: newcomer.uid,
        message: outgoing('Habari'),
        isPinned: false,
      }),
    );
    const during = selectChatState(store.getState());
    expect(during.chats[String(newcomer.uid)]?.msg.map((m) => m.textContent)).toEqual(['Habari']);
    expect(during.chatContacts[0]?.uid).toBe(newcomer.uid);
    expect(during.filteredContacts.some((c) => c.uid === newcomer.uid)).toBe(false);
    await done.unwrap();
    const after = selectChatState(store.getState());
    expect(after.chats[String(newcomer.uid)]?.msg.at(-1)?.textContent).toBe('Habari');
  });

  it('takes the message back and says so when sending is refused', async () => {
    server.use(
      http.post('*/api/app/chat/send-message', () =>
        HttpResponse.json({ error: 'Mock service failure' }, { status: 500 }),
      ),
    );
    const store = await loadedStore();
    const before = selectChatState(store.getState()).chats;
    const done = store.dispatch(
      chatApi.endpoints.sendMessage.initiate({
        contactId: 2,
        message: outgoing('Will not arrive'),
        isPinned: false,
      }),
    );
    expect(selectChatState(store.getState()).chats['2']?.msg.at(-1)?.textContent).toBe(
      'Will not arrive',
    );
    await expect(done.unwrap()).rejects.toBeTruthy();
    expect(selectChatState(store.getState()).chats).toEqual(before);
    expect(selectChatNotices(store.getState())).toEqual([{ id: 1, action: 'send' }]);
  });

  it('pins and marks seen at once', async () => {
    const store = await loadedStore();
    const pin = store.dispatch(chatApi.endpoints.setPinned.initiate({ contactId: 2, value: true }));
    expect(selectChatState(store.getState()).pinned).toContain(2);
    await pin.unwrap();
    const seen = store.dispatch(chatApi.endpoints.markAllSeen.initiate({ contactId: 2 }));
    expect(selectChatState(store.getState()).chats['2']?.msg.every((m) => m.isSeen)).toBe(true);
    await seen.unwrap();
  });
});
