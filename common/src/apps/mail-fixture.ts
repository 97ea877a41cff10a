import type { Mail } from './email.ts';

/** A mail for tests: mail `id` in the inbox, unread, dated 2026-11-`id`; override any field. */
export function mail(id: number, overrides: Partial<Mail> = {}): Mail {
  return {
    id,
    sender: `s${id}@mail.example`,
    sender_name: `Sender ${id}`,
    to: ['demo@makueni.example'],
    img: '',
    subject: `Subject ${id}`,
    cc: [],
    bcc: [],
    message: `<p>Body ${id}</p>`,
    attachments: [],
    isStarred: false,
    labels: [],
    time: new Date(Date.UTC(2026, 10, id)).toISOString(),
    day: 'Mon',
    year: 2026,
    replies: [],
    mailFolder: 'inbox',
    unread: true,
    ...overrides,
  };
}
