import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { selectEmailNotices } from '../store/email-slice';
import { emailApi, type MailsApiState } from './email-api';

setupMockServer();

async function loaded(store: ReturnType<typeof makeStore>, filter: 'inbox' | 'trash') {
  await store.dispatch(emailApi.endpoints.getMails.initiate(filter)).unwrap();
  return () =>
    emailApi.endpoints.getMails.select(filter)(store.getState() as MailsApiState).data?.emails ??
    [];
}

describe('email optimistic updates', () => {
  it('moves a mail out of the inbox and into the trash at once, and keeps it there', async () => {
    const store = makeStore();
    const inbox = await loaded(store, 'inbox');
    const trash = await loaded(store, 'trash');
    const mail = inbox()[0];
    if (!mail) throw new Error('the inbox is empty');

    const done = store.dispatch(
      emailApi.endpoints.moveMails.initiate({ selectedEmails: [mail.id], mailFolder: 'trash' }),
    );
    // Before the service answers.
    expect(inbox().some((m) => m.id === mail.id)).toBe(false);
    expect(trash().find((m) => m.id === mail.id)?.mailFolder).toBe('trash');
    await done.unwrap();
    expect(inbox().some((m) => m.id === mail.id)).toBe(false);
  });

  it('puts the mail back and says so when the move is refused', async () => {
    server.use(
      http.post('*/api/email/move-mails', () =>
        HttpResponse.json({ error: 'Mock service failure' }, { status: 500 }),
      ),
    );
    const store = makeStore();
    const inbox = await loaded(store, 'inbox');
    const trash = await loaded(store, 'trash');
    const before = inbox().map((m) => m.id);
    const trashBefore = trash().map((m) => m.id);
    const id = before[1] ?? 0;

    const done = store.dispatch(
      emailApi.endpoints.moveMails.initiate({ selectedEmails: [id], mailFolder: 'trash' }),
    );
    expect(inbox().some((m) => m.id === id)).toBe(false);
    await expect(done.unwrap()).rejects.toBeTruthy();

    expect(inbox().map((m) => m.id)).toEqual(before);
    expect(trash().map((m) => m.id)).toEqual(trashBefore);
    expect(selectEmailNotices(store.getState())).toEqual([
      { id: 1, kind: 'failed', action: 'move', count: 1 },
    ]);
  });

  it('puts a star back when starring is refused', async () => {
    server.use(
      http.post('*/api/email/set-starred', () =>
        HttpResponse.json({ error: 'no' }, { status: 500 }),
      ),
    );
    const store = makeStore();
    const inbox = await loaded(store, 'inbox');
    const mail = inbox()[0];
    if (!mail) throw new Error('the inbox is empty');
    const done = store.dispatch(emailApi.endpoints.setStarred.initiate({ mailId: mail.id }));
    expect(inbox()[0]?.isStarred).toBe(!mail.isStarred);
    await expect(done.unwrap()).rejects.toBeTruthy();
    expect(inbox()[0]?.isStarred).toBe(mail.isStarred);
  });
});
