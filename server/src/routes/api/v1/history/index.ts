import { apiErrorSchema, projectCodeParamsSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/errors.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import { PUBLIC_FIELDS } from '../../../../repositories/public-history-repository.ts';

const paramsSchema = projectCodeParamsSchema;

const valueSchema = z.union([z.string(), z.number(), z.null()]);

export const projectHistorySchema = z.object({
  code: z.string().describe('The project'),
  entries: z
    .array(
      z.object({
        version: z
          .number()
          .int()
          .describe('The batch (edit or import) the change came with: see /versions'),
        at: z.string().describe('When, ISO 8601'),
        kind: z
          .enum(['edit', 'import'])
          .describe(
            'How: a staff edit of this project, or a staff import of the projects file (before is null for every field of a project the import added)',
          ),
        role: z.string().describe('The staff role that made it (never who)'),
        changes: z.array(
          z.object({
            field: z.enum(PUBLIC_FIELDS).describe('A public field'),
            before: valueSchema,
            after: valueSchema,
          }),
        ),
      }),
    )
    .describe('Changes to the public fields, newest first'),
});

export const versionsSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int().describe('The batch number'),
      at: z.string().describe('When, ISO 8601'),
      kind: z.enum(['edit', 'import']),
      role: z.string().describe('The staff role that made it (never who)'),
      rows: z.number().int().describe('Rows written'),
      inserted: z.number().int(),
      updated: z.number().int(),
      project: z.string().nullable().describe('The project an edit changed'),
      changed: z
        .array(z.string())
        .describe(
          'Public fields the edit changed, or that the import changed in any project ("projects" for an import from before the history named them)',
        ),
    }),
  ),
  nextBefore: z
    .number()
    .int()
    .nullable()
    .describe('Pass as ?before= for older batches; null on the last page'),
});

const versionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100).describe('Batches per page (1-500)'),
  before: z.coerce.number().int().min(1).optional().describe('Only batches older than this one'),
});

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const history = app.services.publicHistory;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/projects/:code/history',
    {
      schema: {
        tags: ['open data'],
        summary:
          "A project's public history: which public field changed, when, through which edit or import, and the staff role (never who)",
        params: paramsSchema,
        response: { 200: projectHistorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { version } = await app.services.current();
      if (
        conditional(request, reply, makeEtag(version.version, `history|${code}`), {
          dataVersion: version.version,
        })
      )
        return reply;
      const entries = await history.projectHistory(code);
      if (!entries) {
        reply.removeHeader('etag');
        reply.header('cache-control', 'no-cache');
        throw notFound(`No project with code "${code.slice(0, 100)}"`);
      }
      return { code, entries };
    },
  );

  typed.get(
    '/versions',
    {
      schema: {
        tags: ['open data'],
        summary:
          "The dataset's versions: each import or edit batch, newest first, with its row counts and what it changed",
        querystring: versionsQuerySchema,
        response: { 200: versionsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      const { version } = await app.services.current();
      if (
        conditional(
          request,
          reply,
          makeEtag(version.version, `versions|${limit}|${before ?? ''}`),
          {
            dataVersion: version.version,
          },
        )
      )
        return reply;
      const versions = await history.versions(limit + 1, before);
      const page = versions.slice(0, limit);
      return {
        versions: page,
        nextBefore: versions.length > limit ? (page[page.length - 1]?.version ?? null) : null,
      };
    },
  );
}
