import { z } from '../zod.ts';

/** A record id: a positive whole number. */
export const idSchema = z.int({ error: 'must be a positive whole number' }).positive({
  error: 'must be a positive whole number',
});

/** A record id read from a URL (path segment or query value), given as text. */
export const idParamSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })
  .transform((value) => Number(value));

/** Text that `Date.parse` understands (ISO 8601 date or date-time). */
export const dateStringSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'must be an ISO 8601 date' });

/** Every mock error answer has this shape: `{ error: "what went wrong" }`. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A 1-based page number or page size given in a query string. */
export const pageParamSchema = idParamSchema;
