import { apiErrorSchema, projectFiltersQuerySchema } from '@app/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { atomFeed } from '../../open-data/atom.ts';
import { baseUrlOf } from '../../open-data/settings.ts';
import { conditional, makeEtag } from '../../plugins/app/caching.ts';
import { filterContext } from '../api/v1/projects/context.ts';

/** Entries a feed holds: the newest. */
const FEED_ENTRIES = 50;

function sendFeed(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/atom+xml; charset=utf-8').send(body);
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const history = app.services.publicHistory;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds/projects.atom',
    {
      schema: {
        tags: ['open data'],
        summary:
          "Atom feed (RFC 4287) of projects matching the list filters (a ward, a department...): changes of state, progress readings, projects starting work, the county's replies to published feedback",
        querystring: projectFiltersQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, filters } = await filterContext(app, request.query);
      if (
        conditional(
          request,
          reply,
          makeEtag(version.version, `feed|${baseUrlOf(request)}|${filters.key}`),
          {
            dataVersion: version.version,
          },
        )
      )
        return reply;
      const c = filters.canonical;
      const scope = [
        ...c.ward.map((w) => `${w} ward`),
        ...c.subCounty.map((s) => `${s} sub-county`),
        ...c.department,
        ...c.state,
        ...c.financialYear,
        ...(c.q ? [`“${c.q}”`] : []),
      ].join(', ');
      return sendFeed(
        reply,
        atomFeed({
          baseUrl: baseUrlOf(request),
          selfPath: request.url,
          scope,
          publisher: app.dataFacts.publisher,
          licenceUrl: app.dataFacts.licence.url,
          modified: new Date(version.updatedAt).toISOString(),
          events: await history.feedEvents(filters, FEED_ENTRIES),
        }),
      );
    },
  );
}
