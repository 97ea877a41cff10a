import { Readable } from 'node:stream';
import { apiErrorSchema, projectCodeParamsSchema, projectFiltersQuerySchema } from '@app/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors.ts';
import {
  packageOpening,
  toOc4idsProject,
  type Oc4idsSettings,
} from '../../../../open-data/oc4ids.ts';
import { oc4idsSettings } from '../../../../open-data/settings.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import type { ProjectsRepository } from '../../../../repositories/projects-repository.ts';
import type { ResolvedFilters } from '../../../../repositories/filters.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';
import { filterContext } from '../projects/context.ts';

const CONTENT_TYPE = 'application/json; charset=utf-8';

const paramsSchema = projectCodeParamsSchema;

/** Sends a body the route's error schemas do not describe (its 200 is a standard's document). */
function sendDocument(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.send(body);
}

/** The package text, a batch of projects at a time: memory stays flat for the whole county. */
async function* packageChunks(
  projects: ProjectsRepository,
  filters: ResolvedFilters,
  ref: ReferenceData,
  batchSize: number,
  settings: Oc4idsSettings,
  meta: { uri: string; publishedDate: string },
): AsyncGenerator<string> {
  yield packageOpening(settings, meta);
  let first = true;
  for await (const batch of projects.iterate(filters, ref, batchSize)) {
    const text = batch.map((p) => JSON.stringify(toOc4idsProject(p, settings))).join(',\n');
    yield (first ? '\n' : ',\n') + text;
    first = false;
  }
  yield '\n]}\n';
}

export async function oc4idsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/oc4ids',
    {
      schema: {
        tags: ['open data'],
        summary:
          'OC4IDS 0.9.5 project package of every project matching the filters of /projects (streamed); ' +
          '404 when none matches (a package holds at least one project)',
        querystring: projectFiltersQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, ref, filters } = await filterContext(app, request.query);
      if (
        conditional(request, reply, makeEtag(version.version, `oc4ids|${filters.key}`), {
          dataVersion: version.version,
        })
      )
        return reply;
      // The 0.9.5 package schema requires at least one project (projects: minItems 1), so no
      // package can say "nothing matches": that is a 404, as for an unknown project.
      if ((await app.services.projects.count(filters, 1)).total === 0) {
        reply.removeHeader('etag');
        reply.header('cache-control', 'no-cache');
        throw notFound(
          'No project matches these filters: an OC4IDS project package holds at least one project',
        );
      }
      app.services.exportSlots.take(request, reply);
      const settings = oc4idsSettings(app, request);
      const meta = {
        uri: `${settings.baseUrl}${request.url}`,
        publishedDate: new Date(version.updatedAt).toISOString(),
      };
      reply.type(CONTENT_TYPE).header('link', `<${settings.licence.url}>; rel="license"`);
      return sendDocument(
        reply,
        Readable.from(
          packageChunks(
            app.services.projects,
            filters,
            ref,
            app.services.exportBatchSize,
            settings,
            meta,
          ),
          { objectMode: false, highWaterMark: 1024 * 1024 },
        ),
      );
    },
  );

  typed.get(
    '/projects/:code/oc4ids',
    {
      schema: {
        tags: ['open data'],
        summary: 'One project as an OC4IDS 0.9.5 project package, with every progress reading',
        params: paramsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { version, ref } = await app.services.current();
      if (
        conditional(request, reply, makeEtag(version.version, `oc4ids-detail|${code}`), {
          dataVersion: version.version,
        })
      )
        return reply;
      const project = await app.services.projects.detail(code, ref);
      if (!project) {
        reply.removeHeader('etag');
        reply.header('cache-control', 'no-cache');
        throw notFound(`No project with code "${code.slice(0, 100)}"`);
      }
      const settings = oc4idsSettings(app, request);
      const opening = packageOpening(settings, {
        uri: `${settings.baseUrl}${request.url}`,
        publishedDate: project.updatedAt,
      });
      reply.type(CONTENT_TYPE);
      return sendDocument(
        reply,
        `${opening}${JSON.stringify(toOc4idsProject(project, settings))}]}`,
      );
    },
  );
}
