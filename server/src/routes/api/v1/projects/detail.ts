import { apiErrorSchema, projectCodeParamsSchema, projectDetailSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { toPhoto } from '../../../../repositories/photo-repository.ts';

const paramsSchema = projectCodeParamsSchema;

export async function detailRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/projects/:code',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project with its progress readings, defects, involvement and location',
        params: paramsSchema,
        response: { 200: projectDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { version, ref } = await app.services.current();
      if (
        conditional(request, reply, makeEtag(version.version, `detail|${code}`), {
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
      const { feedback } = app.services;
      const [counts, photos] = await Promise.all([
        feedback.repo.projectCounts(code),
        feedback.photos.list({ projectCode: code }),
      ]);
      return { ...project, feedback: counts, photos: photos.map(toPhoto) };
    },
  );
}
