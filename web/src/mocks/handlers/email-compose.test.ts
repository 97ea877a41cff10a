// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailsChangedResponseSchema, mailsResponseSchema } from '@app/common/apps/email';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

const body = {
  to: ['kyalo.mbithi@makueni.example'],
  cc: ['ndinda.wambua@makueni.example'],
  bcc: [],
  subject: 'Road grading photos',
  message: '<p>Attached are the photos.</p>',
  mailFolder: 'sent',
};

describe('POST /api/email/send-mail', () => {
  it('adds a sent mail from the mailbox owner, newest in the sent folder', async () => {
    const response = await postJson('/api/email/send-mail', body);
    expect(response.status).toBe(201);
    const [mail] = mailsChangedResponseSchema.parse(await response.json()).emails;
    expect(mail).toMatchObject({
      ...body,
      sender: 'demo@makueni.example',
      unread: false,
      replies: [],
    });
    const sent = mailsResponseSchema.parse(
      await (await getJson('/api/email/mails?filter=sent')).json(),
    );
    expect(sent.emails[0]?.id).toBe(mail?.id);
    expect(mail?.id).toBe(Math.max(...db.mails.map((m) => m.id)));
  });

  it('keeps a draft without recipients, and sends it later in its place', async () => {
    const saved = await postJson('/api/email/send-mail', { ...body, to: [], mailFolder: 'draft' });
    expect(saved.status).toBe(201);
    const [draft] = mailsChangedResponseSchema.parse(await saved.json()).emails;
    const sent = await postJson('/api/email/send-mail', { ...body, draftId: draft?.id });
    expect(sent.status).toBe(200);
    expect(db.mails.filter((m) => m.id === draft?.id)).toHaveLength(1);
    expect(db.mails.find((m) => m.id === draft?.id)?.mailFolder).toBe('sent');
  });

  it.each([
    [{ ...body, to: [] }, /to: must list at least one recipient/],
    [{ ...body, to: ['not-an-address'] }, /to\.0: must be an email address/],
    [{ ...body, draftId: 1 }, /not a draft/],
  ])('refuses %j', async (request, message) => {
    const count = db.mails.length;
    const response = await postJson('/api/email/send-mail', request);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(db.mails).toHaveLength(count);
  });
});
