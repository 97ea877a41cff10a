import {
  apiErrorSchema,
  projectCodeParamsSchema,
  projectDetailSchema,
  projectPatchSchema,
  type ProjectPatch,
} from '@app/common';
import { planProjectEdit } from '@app/common/project-edit-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StaleWriteError,
  type EditableProject,
  type ProjectForEdit,
} from '../../../../repositories/project-edits-repository.ts';
import { badRequest, HttpError, notFound } from '../../../../lib/errors.ts';
import { etagMatches, makeEtag } from '../../../../plugins/app/caching.ts';
import { usageDay } from '../../../../usage/usage-counter.ts';

/** Edits one client may send per minute (on top of the API's overall limit). */
export const STAFF_WRITES_PER_MINUTE = 30;

const paramsSchema = projectCodeParamsSchema;

const headersSchema = z.object({
  'if-match': z
    .string()
    .max(200)
    .optional()
    .describe(
      "The project's ETag as last read (GET /projects/:code): 412 when it has changed since",
    ),
});

/** The fields the edit touched, before or after it (the audit row's before and after). */
function touched(p: ProjectForEdit, body: ProjectPatch): Partial<EditableProject> {
  const out: Partial<EditableProject> = {};
  if (body.state !== undefined || body.stalledReason !== undefined) {
    out.state = p.state;
    out.stalledReason = p.stalledReason;
  }
  if (body.progress) {
    out.progress = p.progress;
    out.progressDate = p.progressDate;
  }
  if (body.paid !== undefined) out.paid = p.paid;
  return out;
}

export async function patchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/projects/:code',
    {
      schema: {
        tags: ['writes'],
        summary:
          "Edit one project's state, stalled reason, progress (a new reading) or amount paid " +
          '(editor or admin); answers the project as GET /projects/:code does',
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        headers: headersSchema,
        body: projectPatchSchema,
        response: {
          200: projectDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          412: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: STAFF_WRITES_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: app.requireRole('editor', 'admin'),
    },
    async (request, reply) => {
      const { code } = request.params;
      const body = request.body;
      const ifMatch = request.headers['if-match'];
      const staff = request.staff;
      if (!staff) throw new HttpError(401, 'Sign-in required');
      let result;
      try {
        result = await app.services.projectEdits.edit(code, {
          expectVersion: ifMatch
            ? (current) => etagMatches(ifMatch, makeEtag(current, `detail|${code}`))
            : undefined,
          plan: (current) => {
            const plan = planProjectEdit(body, current, usageDay());
            if ('problem' in plan) throw badRequest(plan.problem.field, plan.problem.message);
            return plan.change;
          },
          audit: (r) => ({
            actor: staff,
            action: 'project.update',
            target: code,
            before: touched(r.before, body),
            after: touched(r.after, body),
            details: {
              ...(r.reading ? { progressReading: r.reading } : {}),
              conditional: ifMatch !== undefined,
              dataVersion: r.dataVersion,
            },
          }),
        });
      } catch (error) {
        if (error instanceof StaleWriteError) {
          reply.header('cache-control', 'no-store');
          throw new HttpError(
            412,
            `Project "${code.slice(0, 100)}" has changed since it was read (If-Match does not match): reload it and make the change again`,
          );
        }
        throw error;
      }
      if (!result) throw notFound(`No project with code "${code.slice(0, 100)}"`);
      // This process wrote the new version: stop trusting the cached one now.
      app.services.dataVersion.invalidate();
      const { version, ref } = await app.services.current();
      const project = await app.services.projects.detail(code, ref);
      if (!project) throw notFound(`No project with code "${code.slice(0, 100)}"`);
      reply.header('etag', makeEtag(version.version, `detail|${code}`));
      reply.header('cache-control', 'no-store');
      return project;
    },
  );
}
