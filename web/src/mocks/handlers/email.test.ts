// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMAIL_FOLDERS,
  EMAIL_FILTERS,
  EMAIL_LABELS,
  emailCountsResponseSchema,
  mailsChangedResponseSchema,
  mailsResponseSchema,
  type Mail,
} from '@app/common/apps/email';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

async function mails(query: string) {
  const response = await getJson(`/api/email/mails${query}`);
  expect(response.status).toBe(200);
  return mailsResponseSchema.parse(await response.json());
}

const ids = (list: readonly Mail[]): number[] => list.map((mail) => mail.id);
const byId = (id: number): Mail | undefined => db.mails.find((mail) => mail.id === id);

function expectNewestFirst(list: readonly Mail[]): void {
  const times = list.map((mail) => Date.parse(mail.time));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/email/mails', () => {
  it.each(EMAIL_FOLDERS)('answers the %s folder newest first', async (folder) => {
    const { emails } = await mails(`?folder=${folder}`);
    const expected = db.mails.filter((mail) => mail.mailFolder === folder);
    expect(emails.length).toBeGreaterThan(0);
    expect(ids(emails).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    expectNewestFirst(emails);
  });

  it('answers the inbox without a filter', async () => {
    const { emails } = await mails('');
    expect(emails.every((mail) => mail.mailFolder === 'inbox')).toBe(true);
    expect(emails).toHaveLength(db.mails.filter((mail) => mail.mailFolder === 'inbox').length);
  });

  it('starred leaves out the trash', async () => {
    const { emails } = await mails('?folder=starred');
    const expected = db.mails.filter((mail) => mail.isStarred && mail.mailFolder !== 'trash');
    expect(ids(emails).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    expect(db.mails.some((mail) => mail.isStarred && mail.mailFolder === 'trash')).toBe(true);
    expectNewestFirst(emails);
  });

  it.each(EMAIL_LABELS)('the %s label leaves out the trash', async (label) => {
    const { emails } = await mails(`?label=${label}`);
    const expected = db.mails.filter(
      (mail) => mail.labels.includes(label) && mail.mailFolder !== 'trash',
    );
    expect(ids(emails).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    expectNewestFirst(emails);
  });

  it('accepts the filter parameter holding a folder or a label', async () => {
    expect(await mails('?filter=spam')).toEqual(await mails('?folder=spam'));
    expect(await mails('?filter=important')).toEqual(await mails('?label=important'));
    expect(ids((await mails('?filter=important')).emails)).not.toContain(23);
    expect(byId(23)?.labels).toContain('important');
  });

  it('searches with q in subject, sender and message', async () => {
    const target = db.mails.find((mail) => mail.mailFolder === 'inbox');
    if (target === undefined) throw new Error('need an inbox mail');
    const { emails } = await mails(
      `?folder=inbox&q=${encodeURIComponent(target.subject.toUpperCase())}`,
    );
    expect(ids(emails)).toContain(target.id);
    expect((await mails('?folder=inbox&q=zzzz-nothing')).emails).toEqual([]);
  });

  it('answers emailsMeta: unread inbox, drafts and unread spam', async () => {
    const { emailsMeta } = await mails('?folder=sent');
    expect(emailsMeta).toEqual({
      inbox: db.mails.filter((mail) => mail.mailFolder === 'inbox' && mail.unread).length,
      draft: db.mails.filter((mail) => mail.mailFolder === 'draft').length,
      spam: db.mails.filter((mail) => mail.mailFolder === 'spam' && mail.unread).length,
    });
    expect(emailsMeta.draft).toBe(3);
  });

  it('keeps nested replies', async () => {
    const { emails } = await mails('?folder=inbox');
    const withReplies = emails.find((mail) => mail.replies.length > 0);
    expect(withReplies?.replies[0]).toMatchObject({
      subject: expect.stringMatching(/^Re: /),
      replies: [],
    });
  });

  it.each(['?folder=archive', '?label=work', '?filter=everything', '?folder=inbox&label=private'])(
    'refuses %s with 400',
    async (query) => {
      const response = await getJson(`/api/email/mails${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/^Invalid query: /);
    },
  );
});

describe('POST /api/email/set-starred', () => {
  it('toggles the star with mailId or id', async () => {
    const before = byId(1)?.isStarred;
    const response = await postJson('/api/email/set-starred', { mailId: 1 });
    expect(response.status).toBe(200);
    expect(mailsChangedResponseSchema.parse(await response.json()).emails[0]?.isStarred).toBe(
      !before,
    );
    await postJson('/api/email/set-starred', { id: 1 });
    expect(byId(1)?.isStarred).toBe(before);
  });

  it('answers 404 for an unknown mail and 400 without an id', async () => {
    const before = structuredClone(db.mails);
    const unknown = await postJson('/api/email/set-starred', { mailId: 999 });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Unknown mail: 999');
    const missing = await postJson('/api/email/set-starred', {});
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatch(/mailId/);
    expect(db.mails).toEqual(before);
  });
});

describe('POST /api/email/move-mails', () => {
  it('moves the selected mails to the folder', async () => {
    const response = await postJson('/api/email/move-mails', {
      selectedEmails: [1, 2],
      mailFolder: 'trash',
    });
    expect(response.status).toBe(200);
    expect(ids(mailsChangedResponseSchema.parse(await response.json()).emails)).toEqual([1, 2]);
    expect([byId(1)?.mailFolder, byId(2)?.mailFolder]).toEqual(['trash', 'trash']);
    expect(ids((await mails('?folder=trash')).emails)).toEqual(expect.arrayContaining([1, 2]));
  });

  it.each([
    [{ selectedEmails: [1], mailFolder: 'starred' }, 400, /mailFolder/],
    [
      { selectedEmails: [], mailFolder: 'trash' },
      400,
      /selectedEmails: must list at least one mail id/,
    ],
    [{ selectedEmails: '1', mailFolder: 'trash' }, 400, /selectedEmails/],
    [{ selectedEmails: [1, 999], mailFolder: 'trash' }, 404, /Unknown mail: 999/],
  ])('refuses %j and moves nothing', async (body, status, message) => {
    const before = structuredClone(db.mails);
    const response = await postJson('/api/email/move-mails', body);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(message);
    expect(db.mails).toEqual(before);
  });
});

describe('POST /api/email/mark-unread', () => {
  it('sets the unread flag to the given value', async () => {
    await postJson('/api/email/mark-unread', { emailIds: [1, 2, 3], unreadFlag: true });
    expect([1, 2, 3].map((id) => byId(id)?.unread)).toEqual([true, true, true]);
    await postJson('/api/email/mark-unread', { emailIds: [1, 2], unreadFlag: false });
    expect([1, 2, 3].map((id) => byId(id)?.unread)).toEqual([false, false, true]);
    const { emailsMeta } = await mails('');
    expect(emailsMeta.inbox).toBe(
      db.mails.filter((mail) => mail.mailFolder === 'inbox' && mail.unread).length,
    );
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const before = structuredClone(db.mails);
    expect((await postJson('/api/email/mark-unread', { emailIds: [1] })).status).toBe(400);
    expect(
      (await postJson('/api/email/mark-unread', { emailIds: [1], unreadFlag: 'yes' })).status,
    ).toBe(400);
    expect(
      (await postJson('/api/email/mark-unread', { emailIds: [1, 500], unreadFlag: true })).status,
    ).toBe(404);
    expect(db.mails).toEqual(before);
  });
});

describe('POST /api/email/set-labels', () => {
  it('toggles the label on each mail', async () => {
    const had = byId(1)?.labels.includes('private') ?? false;
    const response = await postJson('/api/email/set-labels', { emailIds: [1], label: 'private' });
    expect(response.status).toBe(200);
    expect(byId(1)?.labels.includes('private')).toBe(!had);
    await postJson('/api/email/set-labels', { emailIds: [1], label: 'private' });
    expect(byId(1)?.labels.includes('private')).toBe(had);
  });

  it('toggles per mail, adding where absent and removing where present', async () => {
    const withLabel = db.mails.find((mail) => mail.labels.includes('company'));
    const without = db.mails.find((mail) => !mail.labels.includes('company'));
    if (withLabel === undefined || without === undefined) throw new Error('need both kinds');
    await postJson('/api/email/set-labels', {
      emailIds: [withLabel.id, without.id],
      label: 'company',
    });
    expect(byId(withLabel.id)?.labels).not.toContain('company');
    expect(byId(without.id)?.labels).toContain('company');
  });

  it('refuses an unknown label or mail, changing nothing', async () => {
    const before = structuredClone(db.mails);
    const label = await postJson('/api/email/set-labels', { emailIds: [1], label: 'work' });
    expect(label.status).toBe(400);
    expect(await errorOf(label)).toMatch(/label/);
    expect(
      (await postJson('/api/email/set-labels', { emailIds: [999], label: 'private' })).status,
    ).toBe(404);
    expect(db.mails).toEqual(before);
  });
});

describe('GET /api/email/counts', () => {
  async function counts() {
    const response = await getJson('/api/email/counts');
    expect(response.status).toBe(200);
    return emailCountsResponseSchema.parse(await response.json()).counts;
  }

  it('gives every folder and label the unread count of its list, and the drafts', async () => {
    const answer = await counts();
    for (const filter of EMAIL_FILTERS) {
      const unread = (await mails(`?filter=${filter}`)).emails.filter((mail) => mail.unread);
      const count = (EMAIL_LABELS as readonly string[]).includes(filter)
        ? answer.labels[filter as keyof typeof answer.labels]
        : answer.folders[filter as keyof typeof answer.folders];
      expect(count, filter).toBe(unread.length);
    }
    expect(answer.drafts).toBe((await mails('?folder=draft')).emails.length);
    expect(answer.folders.inbox).toBeGreaterThan(0);
  });

  it('follows a move and a change of the unread flag', async () => {
    const before = await counts();
    const mail = db.mails.find((item) => item.mailFolder === 'inbox' && item.unread);
    if (!mail) throw new Error('no unread mail in the sample inbox');
    await postJson('/api/email/move-mails', { selectedEmails: [mail.id], mailFolder: 'spam' });
    const moved = await counts();
    expect(moved.folders.inbox).toBe(before.folders.inbox - 1);
    expect(moved.folders.spam).toBe(before.folders.spam + 1);
    await postJson('/api/email/mark-unread', { emailIds: [mail.id], unreadFlag: false });
    expect((await counts()).folders.spam).toBe(before.folders.spam);
  });
});
