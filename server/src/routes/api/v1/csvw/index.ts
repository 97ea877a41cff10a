import { apiErrorSchema, projectFiltersQuerySchema } from '@app/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvwMetadata } from '../../../../open-data/csvw.ts';
import { baseUrlOf } from '../../../../open-data/settings.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { filterContext } from '../projects/context.ts';

export const CSV_PATH = '/projects/export.csv';
const METADATA_SUFFIX = '-metadata.json';

/** The Link header value pointing a CSV at its metadata: same path and query, `-metadata.json`. */
export function describedByLink(csvUrl: string): string {
  const [path = '', query] = csvUrl.split('?');
  const target = `${path}${METADATA_SUFFIX}${query ? `?${query}` : ''}`;
  return `<${target}>; rel="describedby"; type="application/csvm+json"`;
}

function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type('application/csvm+json; charset=utf-8').send(JSON.stringify(body));
}

export async function csvwRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${CSV_PATH}${METADATA_SUFFIX}`,
    {
      schema: {
        tags: ['open data'],
        summary:
          'CSVW metadata of the projects CSV with the same filters: columns, titles in English and Kiswahili, datatypes, units, primary key',
        querystring: projectFiltersQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, filters } = await filterContext(app, request.query);
      const base = baseUrlOf(request);
      if (
        conditional(request, reply, makeEtag(version.version, `csvw|${base}|${filters.key}`), {
          dataVersion: version.version,
        })
      )
        return reply;
      const c = filters.canonical;
      const query = request.url.includes('?') ? `?${request.url.split('?')[1] ?? ''}` : '';
      const csvPath = request.url.split('?')[0]?.slice(0, -METADATA_SUFFIX.length) ?? '';
      return sendJson(
        reply,
        csvwMetadata({
          csvUrl: `${base}${csvPath}${query}`,
          publisher: app.dataFacts.publisher,
          licenceUrl: app.dataFacts.licence.url,
          modified: new Date(version.updatedAt).toISOString(),
          filters: [
            ['sub-county', c.subCounty],
            ['ward', c.ward],
            ['department', c.department],
            ['state', c.state],
            ['financial year', c.financialYear],
            ['search', c.q ? [c.q] : []],
          ],
        }),
      );
    },
  );
}
