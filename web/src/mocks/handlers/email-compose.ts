import { http, HttpResponse } from 'msw';
import type { Mail } from '@app/common/apps/email';
import { sendMailBodySchema } from '@app/common/apps/email-compose';
import { MAILBOX_OWNER } from '../data/email';
import { db } from '../db';
import {
  apiPath,
  errorResponse,
  guarded,
  initialsAvatar,
  nextId,
  notFound,
  parseBody,
} from '../utils';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * Sending is not one of the spec's calls; the email app needs it to send, reply, forward and
 * keep drafts. The new mail is written by the mailbox owner and lands in sent or draft.
 */
export const emailComposeHandlers = [
  http.post(
    apiPath('/api/email/send-mail'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, sendMailBodySchema);
      if (!body.ok) return body.response;
      const { draftId, ...fields } = body.data;
      const draft =
        draftId === undefined ? undefined : db.mails.find((mail) => mail.id === draftId);
      if (draftId !== undefined && draft === undefined) return notFound('mail', draftId);
      if (draft !== undefined && draft.mailFolder !== 'draft') {
        return errorResponse(400, `Mail ${draftId} is not a draft`);
      }
      const now = new Date();
      const mail: Mail = {
        id: draft?.id ?? nextId(db.mails),
        sender: MAILBOX_OWNER.email,
        sender_name: MAILBOX_OWNER.name,
        img: initialsAvatar(MAILBOX_OWNER.name),
        ...fields,
        attachments: [],
        isStarred: draft?.isStarred ?? false,
        labels: draft?.labels ?? [],
        time: now.toISOString(),
        day: WEEKDAYS[now.getUTCDay()] ?? 'Sun',
        year: now.getUTCFullYear(),
        replies: [],
        unread: false,
      };
      if (draft === undefined) db.mails.push(mail);
      else Object.assign(draft, mail);
      return HttpResponse.json({ emails: [mail] }, { status: draft === undefined ? 201 : 200 });
    }),
  ),
];
