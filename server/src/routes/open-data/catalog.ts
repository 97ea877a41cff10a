import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildCatalog } from '../../open-data/catalog.ts';
import { baseUrlOf } from '../../open-data/settings.ts';
import { conditional, makeEtag } from '../../plugins/app/caching.ts';

/** The body is an RDF document, not one of the API's JSON answers. */
function sendDocument(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply.type(type).send(body);
}

/** The DCAT-AP 3.0 catalogue, as JSON-LD and as Turtle. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const history = app.services.publicHistory;
  for (const format of ['jsonld', 'ttl'] as const) {
    app.get(
      `/catalog.${format}`,
      {
        schema: {
          tags: ['open data'],
          summary: `DCAT-AP 3.0 catalogue of the portal's datasets as ${format === 'ttl' ? 'Turtle' : 'JSON-LD'}`,
        },
      },
      async (request, reply) => {
        const { version, ref } = await app.services.current();
        const base = baseUrlOf(request);
        if (
          conditional(request, reply, makeEtag(version.version, `catalog.${format}|${base}`), {
            dataVersion: version.version,
          })
        )
          return reply;
        const graph = buildCatalog({
          baseUrl: base,
          facts: app.dataFacts,
          modified: new Date(version.updatedAt).toISOString(),
          financialYears: ref.financialYears,
          // Publishing feedback or a reply makes a new data version (and so a new ETag).
          feedback: await history.feedbackDates(),
        });
        return format === 'ttl'
          ? sendDocument(reply, 'text/turtle; charset=utf-8', await graph.toTurtle())
          : sendDocument(
              reply,
              'application/ld+json; charset=utf-8',
              JSON.stringify(graph.toJsonLd()),
            );
      },
    );
  }
}
