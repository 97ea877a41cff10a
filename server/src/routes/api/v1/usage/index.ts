import { apiErrorSchema, usageAnswerSchema, usagePageSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../../../lib/errors.ts';
import { csvLine } from '../../../../lib/project-columns.ts';
import { sendStream } from '../../../../lib/send-stream.ts';
import { FIRST_QUERY_DAY, LAST_QUERY_DAY, queryDayProblem } from '../../../../lib/query-dates.ts';
import { usageDay } from '../../../../usage/usage-counter.ts';
import { countedPagePath } from '../../../../usage/usage-keys.ts';
import { daysBetween } from '../../../../repositories/usage-repository.ts';

/** Page beacons one client may send per minute (a flood is refused before it is counted). */
export const PAGE_BEACONS_PER_MINUTE = 120;
/** Longest range of a usage report, in days. */
export const MAX_RANGE_DAYS = 366;
/** Days shown when no range is given (today and the 29 before). */
const DEFAULT_DAYS = 30;

const day = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const problem = queryDayProblem(v);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return v;
  });

const rangeSchema = z.object({
  from: day.describe(`First day, YYYY-MM-DD (default: ${DEFAULT_DAYS - 1} days before to)`),
  to: day.describe('Last day, YYYY-MM-DD, inclusive (default: today, county time)'),
});

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The range asked for, with its defaults; 400 naming the field when it is not a usable one. */
function resolveRange(query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : usageDay());
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  // A default end or start past the window (to 2999-12-31 asks from 2999-12-02).
  if (to > LAST_QUERY_DAY) throw badRequest('from', `must be a day to ${LAST_QUERY_DAY}`);
  if (from < FIRST_QUERY_DAY) throw badRequest('to', `must be a day from ${FIRST_QUERY_DAY}`);
  if (from > to) throw badRequest('from', `is after to (${to})`);
  if (daysBetween(from, to).length > MAX_RANGE_DAYS) {
    throw badRequest('to', `the range is longer than ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}

async function* csvChunks(
  rows: AsyncGenerator<Array<{ day: string; kind: string; key: string; count: number }>>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(['day', 'kind', 'key', 'count'])}`;
  for await (const batch of rows) {
    yield batch.map((r) => csvLine([r.day, r.kind, r.key, r.count])).join('');
  }
}

/**
 * Use of the portal: the SPA's page beacon (public; no cookie, no address kept), and the counts
 * for the analytics page and its export (admin).
 */
export async function usageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // navigator.sendBeacon posts a string as text/plain: its body is the same JSON.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          new HttpError(400, 'body: is not JSON', [{ field: 'body', message: 'is not JSON' }]),
          undefined,
        );
      }
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.post(
      '/usage/page',
      {
        schema: {
          tags: ['usage'],
          summary:
            'Count a page view of the portal (public; JSON or text/plain JSON for sendBeacon). ' +
            'Only the route and the day are kept',
          body: usagePageSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
        },
        bodyLimit: 1024,
        config: { rateLimit: { max: PAGE_BEACONS_PER_MINUTE, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const route = countedPagePath(request.body.route);
        if (!route) {
          throw badRequest('route', 'must be a path of this site, like /projects/MKN-2023-00017');
        }
        app.services.usage.add('page', route);
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );

    const admin = scope.requireRole('admin');

    typed.get(
      '/usage',
      {
        schema: {
          tags: ['usage'],
          summary:
            'Page views, API calls, downloads, searches and project views per day, with the most ' +
            `used of each (admin; at most ${MAX_RANGE_DAYS} days; counts reach the database every few seconds)`,
          security: [{ bearerAuth: [] }],
          querystring: rangeSchema,
          response: {
            200: usageAnswerSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
        preHandler: admin,
      },
      async (request, reply) => {
        const { from, to } = resolveRange(request.query);
        reply.header('cache-control', 'no-store');
        return app.services.usageStore.report(from, to);
      },
    );

    typed.get(
      '/usage.csv',
      {
        schema: {
          tags: ['usage'],
          summary:
            'Every usage counter of the range as CSV (day, kind, key, count), streamed (admin)',
          security: [{ bearerAuth: [] }],
          querystring: rangeSchema,
          response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        preHandler: admin,
      },
      async (request, reply) => {
        const { from, to } = resolveRange(request.query);
        reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="makueni-usage-${from}-${to}.csv"`);
        return sendStream(reply, csvChunks(app.services.usageStore.iterate(from, to)));
      },
    );
  });
}
