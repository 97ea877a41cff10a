import { apiErrorSchema, projectsPageSchema, projectsQuerySchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { filterContext } from './context.ts';

export async function listRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Filtered, searched, sorted and paginated projects with the total',
        querystring: projectsQuerySchema,
        response: { 200: projectsPageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sort, page, limit } = request.query;
      const { version, ref, filters } = await filterContext(app, request.query);
      const key = `list|${filters.key}|${sort}|${page}|${limit}`;
      if (
        conditional(request, reply, makeEtag(version.version, key), {
          dataVersion: version.version,
        })
      )
        return reply;
      const [total, items] = await Promise.all([
        app.services.projects.count(filters),
        app.services.projects.list(filters, { sort, page, limit }, ref),
      ]);
      return {
        items,
        total,
        page,
        limit,
        pages: Math.ceil(total / limit),
        sort,
        dataVersion: version.version,
      };
    },
  );
}
