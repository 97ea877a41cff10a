import { http, HttpResponse } from 'msw';
import {
  countMails,
  markUnreadBodySchema,
  mailsQuerySchema,
  moveMailsBodySchema,
  setLabelsBodySchema,
  setStarredBodySchema,
  type EmailFilter,
  type EmailsMeta,
  type Mail,
} from '@app/common/apps/email';
import { mailInFilter, mailMatches, newestMailsFirst } from '@app/common/apps/mail-rules';
import { buildMails } from '../data/email';
import { db, defineCollection } from '../db';
import { apiPath, errorResponse, guarded, notFound, parseBody, parseQuery } from '../utils';

function emailsMeta(): EmailsMeta {
  return {
    inbox: db.mails.filter((mail) => mail.mailFolder === 'inbox' && mail.unread).length,
    draft: db.mails.filter((mail) => mail.mailFolder === 'draft').length,
    spam: db.mails.filter((mail) => mail.mailFolder === 'spam' && mail.unread).length,
  };
}

/** The listed mails, or the ids nobody has. */
function findMails(ids: readonly number[]): { mails: Mail[] } | { unknown: number[] } {
  const unique = [...new Set(ids)];
  const mails = unique.map((id) => db.mails.find((mail) => mail.id === id));
  const unknown = unique.filter((_, index) => mails[index] === undefined);
  return unknown.length > 0
    ? { unknown }
    : { mails: mails.filter((mail): mail is Mail => mail !== undefined) };
}

defineCollection('mails', buildMails);

export const emailHandlers = [
  /** `{ emails, emailsMeta }`, newest first. */
  http.get(
    apiPath('/api/email/mails'),
    guarded(({ request }) => {
      const query = parseQuery(request, mailsQuerySchema);
      if (!query.ok) return query.response;
      const { folder, label, filter, q } = query.data;
      const given = [filter, folder, label].filter((value) => value !== undefined);
      if (new Set(given).size > 1) {
        return errorResponse(400, 'Invalid query: give one of folder, label or filter');
      }
      const selected: EmailFilter = given[0] ?? 'inbox';
      const emails = newestMailsFirst(
        db.mails.filter((mail) => mailInFilter(mail, selected) && mailMatches(mail, q)),
      );
      return HttpResponse.json({ emails, emailsMeta: emailsMeta() });
    }),
  ),

  /** `{ counts }`: the unread count of every folder and label, and the drafts, in one answer. */
  http.get(
    apiPath('/api/email/counts'),
    guarded(() => HttpResponse.json({ counts: countMails(db.mails) })),
  ),

  /** Toggles the star of `mailId` (or `id`). */
  http.post(
    apiPath('/api/email/set-starred'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, setStarredBodySchema);
      if (!body.ok) return body.response;
      const mail = db.mails.find((item) => item.id === body.data.mailId);
      if (mail === undefined) return notFound('mail', body.data.mailId);
      mail.isStarred = !mail.isStarred;
      return HttpResponse.json({ emails: [mail] });
    }),
  ),

  http.post(
    apiPath('/api/email/move-mails'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, moveMailsBodySchema);
      if (!body.ok) return body.response;
      const found = findMails(body.data.selectedEmails);
      if ('unknown' in found) return notFound('mail', found.unknown);
      for (const mail of found.mails) mail.mailFolder = body.data.mailFolder;
      return HttpResponse.json({ emails: found.mails });
    }),
  ),

  http.post(
    apiPath('/api/email/mark-unread'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, markUnreadBodySchema);
      if (!body.ok) return body.response;
      const found = findMails(body.data.emailIds);
      if ('unknown' in found) return notFound('mail', found.unknown);
      for (const mail of found.mails) mail.unread = body.data.unreadFlag;
      return HttpResponse.json({ emails: found.mails });
    }),
  ),

  /** Toggles `label` on each listed mail. */
  http.post(
    apiPath('/api/email/set-labels'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, setLabelsBodySchema);
      if (!body.ok) return body.response;
      const { label } = body.data;
      const found = findMails(body.data.emailIds);
      if ('unknown' in found) return notFound('mail', found.unknown);
      for (const mail of found.mails) {
        mail.labels = mail.labels.includes(label)
          ? mail.labels.filter((item) => item !== label)
          : [...mail.labels, label];
      }
      return HttpResponse.json({ emails: found.mails });
    }),
  ),
];
