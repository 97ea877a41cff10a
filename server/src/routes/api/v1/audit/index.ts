import { apiErrorSchema, auditPageSchema, CONTROL_CHARACTERS } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decodeAuditCursor,
  encodeAuditCursor,
  type AuditFilters,
  type AuditRow,
} from '../../../../repositories/audit-repository.ts';
import { badRequest } from '../../../../lib/errors.ts';
import { csvLine } from '../../../../lib/project-columns.ts';
import { sendStream } from '../../../../lib/send-stream.ts';
import { parseQueryTimestamp, queryDayProblem } from '../../../../lib/query-dates.ts';

/** The county's offset (East Africa Time has no daylight saving): a bare date is a county day. */
const COUNTY_OFFSET = '+03:00';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'must not contain control characters')
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** YYYY-MM-DD (a whole county day) or an ISO 8601 timestamp with its offset. */
const when = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
        const problem = queryDayProblem(v);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        const time = edge === 'start' ? '00:00:00.000' : '23:59:59.999';
        return new Date(`${v}T${time}${COUNTY_OFFSET}`).toISOString();
      }
      const parsed = parseQueryTimestamp(v);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.at.toISOString();
    });

const filtersSchema = z.object({
  actor: text(200).describe("The actor's subject, or part of their name"),
  action: text(50).describe(
    'project.update, projects.import, account.password, account.settings or staff.create',
  ),
  target: text(200).describe('Project code, file name or account'),
  from: when('start').describe('From this day (county time) or timestamp, inclusive'),
  to: when('end').describe('To this day (county time) or timestamp, inclusive'),
});

const pageQuerySchema = filtersSchema.extend({
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page'),
  limit: z.coerce
    .number({ message: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(50),
});

function checkRange(filters: AuditFilters): AuditFilters {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw badRequest('from', 'is after to');
  }
  return filters;
}

const CSV_HEADER = [
  'id',
  'at',
  'actor_sub',
  'actor_name',
  'actor_role',
  'action',
  'target',
  'before',
  'after',
  'details',
];

function csvRow(r: AuditRow): string {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return csvLine([
    r.id,
    r.at,
    r.actor.sub,
    r.actor.name,
    r.actor.role,
    r.action,
    r.target,
    json(r.before),
    json(r.after),
    json(r.details),
  ]);
}

async function* csvChunks(rows: AsyncGenerator<AuditRow[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  for await (const batch of rows) yield batch.map(csvRow).join('');
}

/** The audit log (admin): every staff write, newest first, as pages or as one CSV. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');

  typed.get(
    '/audit',
    {
      schema: {
        tags: ['writes'],
        summary: 'The audit log, newest first, filtered; keyset pages (admin)',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { cursor, limit, ...rest } = request.query;
      const beforeId = cursor === undefined ? undefined : decodeAuditCursor(cursor);
      if (cursor !== undefined && beforeId === undefined)
        throw badRequest('cursor', 'is not a cursor of this list');
      const { rows, hasMore } = await app.services.audit.page(checkRange(rest), limit, beforeId);
      const last = rows[rows.length - 1];
      reply.header('cache-control', 'no-store');
      return { rows, nextCursor: hasMore && last ? encodeAuditCursor(last.id) : null };
    },
  );

  typed.get(
    '/audit.csv',
    {
      schema: {
        tags: ['writes'],
        summary: 'The audit log as CSV, newest first, same filters, streamed (admin)',
        security: [{ bearerAuth: [] }],
        querystring: filtersSchema,
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const filters = checkRange(request.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="makueni-audit-log.csv"');
      return sendStream(reply, csvChunks(app.services.audit.iterate(filters)));
    },
  );
}
