import {
  apiErrorSchema,
  projectFiltersQuerySchema,
  projectsSummarySchema,
  type ProjectsSummary,
} from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { filterContext } from './context.ts';

export async function summaryRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/projects/summary',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Every dashboard figure for the filters: totals, states, involvement, priorities, defects, ' +
          'department statistics, financial summary and report, facet counts, and count, budget and ' +
          'paid for every ward (byWard: like the ward facet, without the ward filter)',
        querystring: projectFiltersQuerySchema,
        response: { 200: projectsSummarySchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, ref, filters } = await filterContext(app, request.query);
      const key = `summary|${filters.key}`;
      if (
        conditional(request, reply, makeEtag(version.version, key), {
          dataVersion: version.version,
        })
      )
        return reply;
      const cacheKey = `${version.version}|${key}`;
      const { summaryCache } = app.services;
      const hit = summaryCache.get(cacheKey);
      if (hit) return hit;
      const figures = await app.services.summary.summary(filters, ref);
      const summary: ProjectsSummary = {
        ...figures,
        filters: filters.canonical,
        dataVersion: version.version,
      };
      summaryCache.set(cacheKey, summary);
      return summary;
    },
  );
}
