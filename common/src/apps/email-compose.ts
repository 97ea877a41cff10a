import { z } from '../zod.ts';
import { idSchema } from './primitives';

/** Where a composed mail goes: sent, or kept as a draft. */
export const COMPOSE_FOLDERS = ['sent', 'draft'] as const;
export type ComposeFolder = (typeof COMPOSE_FOLDERS)[number];

const addressListSchema = z.array(z.email({ error: 'must be an email address' }));

/**
 * POST /api/email/send-mail: a mail written in the app. The message is HTML from the editor;
 * whoever shows it sanitises it first. With `draftId`, that draft is replaced (sent or saved again).
 */
export const sendMailBodySchema = z
  .object({
    to: addressListSchema,
    cc: addressListSchema.default([]),
    bcc: addressListSchema.default([]),
    subject: z.string().max(300),
    message: z.string().max(100_000),
    mailFolder: z.enum(COMPOSE_FOLDERS),
    draftId: idSchema.optional(),
  })
  .refine((body) => body.mailFolder === 'draft' || body.to.length > 0, {
    error: 'must list at least one recipient',
    path: ['to'],
  });
export type SendMailBody = z.input<typeof sendMailBodySchema>;
