import { z } from '../zod.ts';
import { dateStringSchema, idSchema } from './primitives';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

/** Every value GET /api/email/mails accepts as a filter: a folder, `starred`, or a label. */
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred', ...EMAIL_LABELS] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number];

export interface EmailTag {
  text: string;
  value: EmailLabel;
  color: 'success' | 'primary' | 'warning' | 'danger';
}

/** The mail labels and the colour each is shown in. */
export const EMAIL_TAGS = [
  { text: 'Personal', value: 'personal', color: 'success' },
  { text: 'Company', value: 'company', color: 'primary' },
  { text: 'Important', value: 'important', color: 'warning' },
  { text: 'Private', value: 'private', color: 'danger' },
] as const satisfies readonly EmailTag[];

const mailFields = {
  id: idSchema,
  /** Sender address. */
  sender: z.string(),
  sender_name: z.string(),
  to: z.array(z.string()),
  /** Sender avatar (data URI). */
  img: z.string(),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** Body as simple HTML (paragraphs); sanitise before rendering. */
  message: z.string(),
  /** File names. */
  attachments: z.array(z.string()),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** When it was sent, ISO 8601 date-time. */
  time: dateStringSchema,
  /** Short weekday of `time` (UTC), e.g. `Tue`. */
  day: z.string(),
  /** Year of `time` (UTC). */
  year: z.int(),
  mailFolder: z.enum(EMAIL_FOLDERS),
  unread: z.boolean(),
};

export interface Mail {
  id: number;
  sender: string;
  sender_name: string;
  to: string[];
  img: string;
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: string[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string;
  day: string;
  year: number;
  /** Earlier messages of the conversation, oldest first; each has the same shape. */
  replies: Mail[];
  mailFolder: EmailFolder;
  unread: boolean;
}

export const mailSchema: z.ZodType<Mail> = z.object({
  ...mailFields,
  get replies(): z.ZodArray<z.ZodType<Mail>> {
    return z.array(mailSchema);
  },
});

/** Counts shown beside the folders. */
export const emailsMetaSchema = z.object({
  /** Unread mails in the inbox. */
  inbox: z.int().nonnegative(),
  /** All drafts. */
  draft: z.int().nonnegative(),
  /** Unread mails in spam. */
  spam: z.int().nonnegative(),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

/**
 * GET /api/email/mails query: `folder`, `label` or `filter` (holding either), and an optional
 * search text `q`. With none of them the inbox is answered.
 */
export const mailsQuerySchema = z.object({
  folder: z.enum([...EMAIL_FOLDERS, 'starred']).optional(),
  label: z.enum(EMAIL_LABELS).optional(),
  filter: z.enum(EMAIL_FILTERS).optional(),
  q: z.string().optional(),
});
export type MailsQuery = z.input<typeof mailsQuerySchema>;

/** Newest first; `starred` and label filters leave out mails in the trash. */
export const mailsResponseSchema = z.object({
  emails: z.array(mailSchema),
  emailsMeta: emailsMetaSchema,
});
export type MailsResponse = z.infer<typeof mailsResponseSchema>;

const countSchema = z.int().nonnegative();

/**
 * GET /api/email/counts: every unread count the mailbox shows, in one answer. `folders` has the
 * unread mails of each folder and of `starred`; `labels` the unread mails of each label; both
 * follow the lists' rule (starred and labels leave out the trash). `drafts` counts every draft.
 */
export const emailCountsSchema = z.object({
  folders: z.object({
    inbox: countSchema,
    sent: countSchema,
    draft: countSchema,
    trash: countSchema,
    spam: countSchema,
    starred: countSchema,
  }),
  labels: z.object({
    personal: countSchema,
    company: countSchema,
    important: countSchema,
    private: countSchema,
  }),
  drafts: countSchema,
});
export type EmailCounts = z.infer<typeof emailCountsSchema>;

export const emailCountsResponseSchema = z.object({ counts: emailCountsSchema });
export type EmailCountsResponse = z.infer<typeof emailCountsResponseSchema>;

/** The counts of a set of mails (the mail service's answer, and what a change adds or takes). */
export function countMails(mails: readonly Mail[]): EmailCounts {
  const counts: EmailCounts = {
    folders: { inbox: 0, sent: 0, draft: 0, trash: 0, spam: 0, starred: 0 },
    labels: { personal: 0, company: 0, important: 0, private: 0 },
    drafts: 0,
  };
  for (const mail of mails) {
    if (mail.mailFolder === 'draft') counts.drafts += 1;
    if (!mail.unread) continue;
    counts.folders[mail.mailFolder] += 1;
    if (mail.mailFolder === 'trash') continue;
    if (mail.isStarred) counts.folders.starred += 1;
    for (const label of new Set(mail.labels)) counts.labels[label] += 1;
  }
  return counts;
}

const idListSchema = z.array(idSchema).min(1, { error: 'must list at least one mail id' });

/** POST /api/email/set-starred: `{ mailId }` (or `{ id }`); toggles the star. */
export const setStarredBodySchema = z
  .object({ mailId: idSchema.optional(), id: idSchema.optional() })
  .refine((body) => body.mailId !== undefined || body.id !== undefined, {
    error: 'mailId is required',
    path: ['mailId'],
  })
  .transform((body) => ({ mailId: body.mailId ?? body.id ?? 0 }));
export type SetStarredBody = z.input<typeof setStarredBodySchema>;

/** POST /api/email/move-mails. */
export const moveMailsBodySchema = z.object({
  selectedEmails: idListSchema,
  mailFolder: z.enum(EMAIL_FOLDERS),
});
export type MoveMailsBody = z.input<typeof moveMailsBodySchema>;

/** POST /api/email/mark-unread: sets `unread` to `unreadFlag`. */
export const markUnreadBodySchema = z.object({
  emailIds: idListSchema,
  unreadFlag: z.boolean(),
});
export type MarkUnreadBody = z.input<typeof markUnreadBodySchema>;

/** POST /api/email/set-labels: toggles `label` on each listed mail. */
export const setLabelsBodySchema = z.object({
  emailIds: idListSchema,
  label: z.enum(EMAIL_LABELS),
});
export type SetLabelsBody = z.input<typeof setLabelsBodySchema>;

/** Answer of every email mutation: the mails it changed. */
export const mailsChangedResponseSchema = z.object({ emails: z.array(mailSchema) });
export type MailsChangedResponse = z.infer<typeof mailsChangedResponseSchema>;
