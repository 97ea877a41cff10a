import { apiErrorSchema, projectCodeParamsSchema } from '@app/common';
import {
  contactRevealSchema,
  moderationActionSchema,
  photoEditSchema,
  photoOrderSchema,
  photoSchema,
  photoStageSchema,
  queueItemSchema,
  queuePageSchema,
} from '@app/common/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Staff } from '../../../../plugins/app/auth.ts';
import { badRequest, notFound } from '../../../../lib/errors.ts';
import { toPhoto } from '../../../../repositories/photo-repository.ts';
import { feedbackFiltersQuerySchema, pagingSchema, resolveFeedbackFilters } from './filters.ts';
import { processAll, readMultipart } from './upload.ts';

const STAFF_PHOTOS_PER_REQUEST = 10;

const idParams = z.object({ id: z.coerce.number().int().positive('must be a positive id') });
const codeParams = projectCodeParamsSchema;

const refused = { 401: apiErrorSchema, 403: apiErrorSchema, 400: apiErrorSchema };

function staffOf(request: FastifyRequest): Staff {
  // The guard ran first (preValidation): a route without it is a programming error.
  if (!request.staff) throw new Error('staff feedback route without requireRole');
  return request.staff;
}

/**
 * The moderation queue and staff photos (editor and admin). The guard runs before validation, so
 * a caller without a valid token learns nothing about the body's shape (401 / 403 first).
 */
export async function staffFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRole('editor', 'admin');
  const { feedback } = app.services;
  // A staff write changed public answers: this copy stops trusting its cached version at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.url.includes('/staff/') && reply.statusCode < 300)
      app.services.dataVersion.invalidate();
  });

  typed.get(
    '/staff/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'The moderation queue, oldest first, filtered (editor or admin)',
        security: [{ bearerAuth: [] }],
        querystring: feedbackFiltersQuerySchema.extend(pagingSchema.shape),
        response: { 200: queuePageSchema, ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { page, limit, ...query } = request.query;
      const { ref } = await app.services.current();
      const filters = resolveFeedbackFilters(ref, query);
      if (!query.status) filters.states = ['received', 'published', 'hidden', 'closed'];
      const { rows, total } = await feedback.repo.page(
        filters,
        'oldest',
        limit,
        (page - 1) * limit,
      );
      reply.header('cache-control', 'no-store');
      return {
        items: await feedback.queueItems(rows, ref),
        total,
        page,
        limit,
        emailConfigured: feedback.mailer.configured,
      };
    },
  );

  typed.post(
    '/staff/feedback/:id/actions',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Publish, hide (with a reason), route to a department, reply as the county (published ' +
          'with the item) or close; audited (editor or admin)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: moderationActionSchema,
        response: { 200: queueItemSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { ref } = await app.services.current();
      const row = await feedback.moderate(request.params.id, request.body, staff, ref);
      const [item] = await feedback.queueItems([row], ref);
      reply.header('cache-control', 'no-store');
      return item;
    },
  );

  typed.post(
    '/staff/feedback/:id/contact',
    {
      schema: {
        tags: ['feedback'],
        summary: "Reveal the resident's phone and email (audited; editor or admin)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: contactRevealSchema, 404: apiErrorSchema, ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const contact = await feedback.revealContact(id, staff);
      reply.header('cache-control', 'no-store');
      return contact;
    },
  );

  typed.get(
    '/staff/projects/:code/photos',
    {
      schema: {
        tags: ['feedback'],
        summary: "A project's photos as staff manage them (editor or admin)",
        security: [{ bearerAuth: [] }],
        params: codeParams,
        response: { 200: z.array(photoSchema), ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await feedback.photos.list({ projectCode: request.params.code });
      return rows.filter((r) => r.feedback_id === null).map(toPhoto);
    },
  );

  typed.post(
    '/staff/projects/:code/photos',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Add photos to a project (multipart "photos", fields stage, caption; editor or admin)',
        security: [{ bearerAuth: [] }],
        params: codeParams,
        consumes: ['multipart/form-data'],
        response: {
          201: z.array(photoSchema),
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          ...refused,
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { code } = request.params;
      const project = await feedback.repo.project(code);
      if (!project) throw notFound(`No project with code "${code.slice(0, 100)}"`);
      const { fields, files } = await readMultipart(request, STAFF_PHOTOS_PER_REQUEST);
      if (files.length === 0) throw badRequest('photos', 'is required');
      const stage = fields.stage ? photoStageSchema.safeParse(fields.stage) : null;
      if (stage && !stage.success) throw badRequest('stage', 'must be before, during or after');
      const caption = (fields.caption ?? '').trim().slice(0, 300) || null;
      const photos = await processAll(files, project.wardId, {
        source: 'staff',
        stage: stage?.data ?? null,
        caption,
      });
      const ids = await feedback.addStaffPhotos(code, photos, staff, {
        stage: stage?.data ?? null,
        caption,
        bytes: files.reduce((n, f) => n + f.bytes.length, 0),
      });
      const rows = await feedback.photos.list({ projectCode: code });
      return reply.code(201).send(rows.filter((r) => ids.includes(r.id)).map(toPhoto));
    },
  );

  typed.patch(
    '/staff/photos/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: "Edit a photo's stage, caption or date taken (editor or admin)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: photoEditSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      await feedback.editPhoto(id, request.body, staff);
      return reply.code(204).send(null);
    },
  );

  typed.put(
    '/staff/projects/:code/photos/order',
    {
      schema: {
        tags: ['feedback'],
        summary: "Set the order of a project's staff photos (editor or admin)",
        security: [{ bearerAuth: [] }],
        params: codeParams,
        body: photoOrderSchema,
        response: { 204: z.null(), ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { code } = request.params;
      await feedback.reorderPhotos(code, request.body.ids, staff);
      return reply.code(204).send(null);
    },
  );

  typed.delete(
    '/staff/photos/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Remove a photo and its files (editor or admin)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 204: z.null(), 404: apiErrorSchema, ...refused },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      await feedback.deletePhoto(id, staff);
      return reply.code(204).send(null);
    },
  );
}
