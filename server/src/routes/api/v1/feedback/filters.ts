import { projectFiltersQuerySchema } from '@app/common';
import { FEEDBACK_STATUSES, feedbackKindSchema, type FeedbackState } from '@app/common/feedback';
import { z } from 'zod';
import { badRequest } from '../../../../lib/errors.ts';
import { resolveFilters } from '../../../../repositories/filters.ts';
import type { FeedbackFilters } from '../../../../repositories/feedback-repository.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-31')
  .optional();

/** The projects list's place filters, plus the project, kind, status and a date range. */
export const feedbackFiltersQuerySchema = projectFiltersQuerySchema
  .omit({ state: true, q: true })
  .extend({
    project: z.string().trim().max(100).optional().describe('Project code'),
    kind: feedbackKindSchema.optional(),
    status: z.enum(FEEDBACK_STATUSES).optional(),
    from: day.describe('Sent on or after this day (county time)'),
    to: day.describe('Sent on or before this day (county time)'),
  });
export type FeedbackFiltersQuery = z.infer<typeof feedbackFiltersQuerySchema>;

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
});

/** The query's names resolved against the reference data (400 naming an unknown one). */
export function resolveFeedbackFilters(
  ref: ReferenceData,
  q: FeedbackFiltersQuery,
): FeedbackFilters {
  const resolved = resolveFilters(ref, { ...q, state: [], q: undefined });
  if (q.from && q.to && q.from > q.to) throw badRequest('from', 'is after to');
  let states: FeedbackState[] | undefined;
  let answered: boolean | undefined;
  switch (q.status) {
    case 'answered':
      states = ['published', 'closed'];
      answered = true;
      break;
    case 'published':
      states = ['published'];
      answered = false;
      break;
    case undefined:
      break;
    default:
      states = [q.status];
  }
  return {
    wardIds: resolved.wardIds,
    subCountyIds: resolved.subCountyIds,
    departmentIds: resolved.departmentIds,
    financialYears: resolved.financialYears,
    projectCode: q.project,
    kind: q.kind,
    states,
    answered,
    from: q.from ? `${q.from}T00:00:00+03:00` : undefined,
    to: q.to ? `${q.to}T23:59:59.999+03:00` : undefined,
  };
}
