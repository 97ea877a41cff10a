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

/** Until the reloads a change set off have answered (they would overwrite the next change). */
async function settled(store: ReturnType<typeof makeStore>) {
  await Promise.all(store.dispatch(emailApi.util.getRunningQueriesThunk()));
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

  it('changes the unread counts at once on read, unread and move, as the service then does', async () => {
    const store = makeStore();
    const inbox = await loaded(store, 'inbox');
    await store.dispatch(emailApi.endpoints.getMailCounts.initiate()).unwrap();
    const counts = () =>
      emailApi.endpoints.getMailCounts.select()(store.getState() as MailsApiState).data;
    const start = counts();
    const mail = inbox().find((m) => m.unread);
    if (!start || !mail) throw new Error('no unread mail in the inbox');

    const read = store.dispatch(
      emailApi.endpoints.markUnread.initiate({ emailIds: [mail.id], unreadFlag: false }),
    );
    expect(counts()?.folders.inbox).toBe(start.folders.inbox - 1);
    for (const label of mail.labels) {
      expect(counts()?.labels[label]).toBe(start.labels[label] - 1);
    }
    await read.unwrap();
    await settled(store);

    const unread = store.dispatch(
      emailApi.endpoints.markUnread.initiate({ emailIds: [mail.id], unreadFlag: true }),
    );
    expect(counts()?.folders.inbox).toBe(start.folders.inbox);
    await unread.unwrap();
    await settled(store);

    const move = store.dispatch(
      emailApi.endpoints.moveMails.initiate({ selectedEmails: [mail.id], mailFolder: 'spam' }),
    );
    expect(counts()?.folders.inbox).toBe(start.folders.inbox - 1);
    expect(counts()?.folders.spam).toBe(start.folders.spam + 1);
    const optimistic = counts();
    await move.unwrap();
    // The reload after the call agrees with the optimistic figures.
    const fresh = await store
      .dispatch(emailApi.endpoints.getMailCounts.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(fresh).toEqual(optimistic);
  });

  it('puts the counts back when marking read is refused', async () => {
    server.use(
      http.post('*/api/email/mark-unread', () =>
        HttpResponse.json({ error: 'no' }, { status: 500 }),
      ),
    );
    const store = makeStore();
    const inbox = await loaded(store, 'inbox');
    const start = await store.dispatch(emailApi.endpoints.getMailCounts.initiate()).unwrap();
    const counts = () =>
      emailApi.endpoints.getMailCounts.select()(store.getState() as MailsApiState).data;
    const ids = inbox()
      .filter((m) => m.unread)
      .map((m) => m.id);
    const done = store.dispatch(
      emailApi.endpoints.markUnread.initiate({ emailIds: ids, unreadFlag: false }),
    );
    expect(counts()?.folders.inbox).toBe(start.folders.inbox - ids.length);
    await expect(done.unwrap()).rejects.toBeTruthy();
    expect(counts()).toEqual(start);
  });
});
