import { apiErrorSchema, projectsPageSchema, projectsQuerySchema } from '@app/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LruCache } from '../../../../lib/lru-cache.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { hashKey } from '../../../../repositories/filters.ts';
import { decodeCursor } from '../../../../repositories/keyset.ts';
import { filterContext } from './context.ts';

/** The list's query: page numbers for the first pages, cursors at any depth. */
export const listQuerySchema = projectsQuerySchema.extend({
  cursor: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .optional()
    .describe(
      'nextCursor or prevCursor of a previous answer (same sort and filters); page is then ignored',
    ),
});

export const listPageSchema = projectsPageSchema.extend({
  nextCursor: z.string().nullable().describe('Cursor of the next page; null on the last'),
  prevCursor: z.string().nullable().describe('Cursor of the previous page; null on the first'),
});

/** The request's own address with `cursor` set (and `page` dropped), for the Link header. */
function linkTo(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://x');
  url.searchParams.delete('page');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/**
 * First pages kept per data version and query (the landing list, each filter's first page), so
 * that they are answered without the database, as the summary is; on the embedded database that
 * includes while an import's write holds it (see DataVersionService.hold). Deeper pages and
 * cursors are read each time.
 */
const FIRST_PAGES_KEPT = 100;

export async function listRoute(app: FastifyInstance): Promise<void> {
  const firstPages = new LruCache<{ body: z.infer<typeof listPageSchema>; link: string }>(
    FIRST_PAGES_KEPT,
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Filtered, searched, sorted and paginated projects with the total: ?page=N for the first pages, ' +
          '?cursor= (nextCursor / prevCursor, also in the Link header) at any depth',
        querystring: listQuerySchema,
        response: { 200: listPageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sort, page, limit, cursor: rawCursor } = request.query;
      const { version, ref, filters } = await filterContext(app, request.query);
      const cursor =
        rawCursor === undefined ? undefined : decodeCursor(rawCursor, sort, hashKey(filters.key));
      const key = `list|${filters.key}|${sort}|${rawCursor === undefined ? page : `c:${rawCursor}`}|${limit}`;
      if (
        conditional(request, reply, makeEtag(version.version, key), {
          dataVersion: version.version,
        })
      )
        return reply;
      const cacheKey = rawCursor === undefined && page === 1 ? `${version.version}|${key}` : null;
      const hit = cacheKey ? firstPages.get(cacheKey) : undefined;
      if (hit) {
        if (hit.link) reply.header('link', hit.link);
        return hit.body;
      }
      const [count, result] = await Promise.all([
        app.services.projects.count(filters),
        app.services.projects.page(filters, { sort, page, limit, cursor }, ref),
      ]);
      const links: string[] = [];
      if (result.nextCursor) links.push(`<${linkTo(request, result.nextCursor)}>; rel="next"`);
      if (result.prevCursor) links.push(`<${linkTo(request, result.prevCursor)}>; rel="prev"`);
      if (links.length > 0) reply.header('link', links.join(', '));
      const body = {
        items: result.items,
        total: count.total,
        totalRelation: count.relation,
        page: result.page,
        limit,
        pages: Math.ceil(count.total / limit),
        sort,
        dataVersion: version.version,
        nextCursor: result.nextCursor,
        prevCursor: result.prevCursor,
      };
      if (cacheKey) firstPages.set(cacheKey, { body, link: links.join(', ') });
      return body;
    },
  );
}
