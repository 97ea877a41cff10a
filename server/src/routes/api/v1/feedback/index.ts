import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@app/common';
import {
  FEEDBACK_MAX_PHOTOS,
  feedbackFiguresSchema,
  feedbackPageSchema,
  feedbackReceiptSchema,
  feedbackSubmissionSchema,
  followedFeedbackSchema,
  PHOTO_MAX_BYTES,
  type PublicFeedback,
} from '@app/common/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken, newReference, newToken } from '../../../../feedback/feedback-service.ts';
import { HttpError, notFound } from '../../../../lib/errors.ts';
import { csvLine } from '../../../../lib/project-columns.ts';
import { feedbackFiltersQuerySchema, pagingSchema, resolveFeedbackFilters } from './filters.ts';
import { staffFeedbackRoutes } from './staff.ts';
import { processAll, readMultipart } from './upload.ts';

/** The hidden field people never see and form-filling robots do. */
export const HONEYPOT_FIELD = 'website';

const tokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const CSV_HEADER = [
  'ref',
  'project_code',
  'project_title',
  'ward',
  'department',
  'kind',
  'message',
  'name',
  'status',
  'created_at',
  'published_at',
  'reply',
  'reply_department',
  'reply_role',
  'replied_at',
];

function csvRow(f: PublicFeedback): string {
  const r = f.replies[0];
  return csvLine([
    f.ref,
    f.projectCode,
    f.projectTitle,
    f.ward,
    f.department,
    f.kind,
    f.message,
    f.name,
    f.status,
    f.createdAt,
    f.publishedAt,
    r?.body ?? null,
    r?.department ?? null,
    r?.role ?? null,
    r?.at ?? null,
  ]);
}

/**
 * Residents' feedback (public): the challenge, sending, following and withdrawing one's own item,
 * published items as pages and CSV, the responsiveness figures, and photo files.
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 10,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 30,
    },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { feedback } = app.services;

  typed.get(
    '/feedback/challenge',
    { schema: { tags: ['feedback'], summary: 'An ALTCHA proof-of-work challenge for the form' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return feedback.pow.challenge();
    },
  );

  typed.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback on a project (multipart: projectCode, kind, message, name, phone, email, ' +
          `altcha, up to ${FEEDBACK_MAX_PHOTOS} photos); nothing is public until staff publish it`,
        consumes: ['multipart/form-data'],
        response: {
          201: feedbackReceiptSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: feedback.submissionsPerHour, timeWindow: 3_600_000 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { fields, files } = await readMultipart(request, FEEDBACK_MAX_PHOTOS);
      if ((fields[HONEYPOT_FIELD] ?? '') !== '')
        throw new HttpError(400, 'The form could not be accepted');
      const parsed = feedbackSubmissionSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          field: String(i.path[0] ?? 'request'),
          message: i.message,
        }));
        throw new HttpError(400, issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues);
      }
      const why = await feedback.pow.check(fields.altcha);
      if (why) throw new HttpError(403, `altcha: ${why}`, [{ field: 'altcha', message: why }]);
      const body = parsed.data;
      const project = await feedback.repo.project(body.projectCode);
      if (!project) throw notFound(`No project with code "${body.projectCode.slice(0, 100)}"`);
      const photos = await processAll(files, project.wardId, {
        source: 'resident',
        stage: null,
        caption: null,
      });
      const { token, hash } = newToken();
      const ref = newReference();
      await feedback.submit(
        {
          ref,
          tokenHash: hash,
          project,
          kind: body.kind,
          message: body.message,
          name: body.name || null,
          phone: body.phone || null,
          email: body.email || null,
        },
        photos,
      );
      return reply.code(201).send({ ref, token, status: 'received' as const });
    },
  );

  typed.get(
    '/feedback/follow/:token',
    {
      schema: {
        tags: ['feedback'],
        summary: "The resident's own item by its private token, whatever its state",
        params: tokenParams,
        response: { 200: followedFeedbackSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const row = await feedback.repo.itemByToken(hashToken(request.params.token));
      if (!row) throw notFound('No feedback with this link');
      const { ref } = await app.services.current();
      const [shown] = await feedback.present([row], ref);
      return { ...(shown as PublicFeedback), canWithdraw: row.state === 'received' };
    },
  );

  typed.post(
    '/feedback/follow/:token/withdraw',
    {
      schema: {
        tags: ['feedback'],
        summary: "Withdraw one's own item while it is unpublished (its photos are deleted)",
        params: tokenParams,
        response: { 200: followedFeedbackSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hash = hashToken(request.params.token);
      const row = await feedback.repo.itemByToken(hash);
      if (!row) throw notFound('No feedback with this link');
      if (!(await feedback.withdraw(hash)))
        throw new HttpError(409, 'Published feedback cannot be withdrawn');
      const after = await feedback.repo.itemByToken(hash);
      const { ref } = await app.services.current();
      const [shown] = await feedback.present(after ? [after] : [], ref);
      return { ...(shown as PublicFeedback), canWithdraw: false };
    },
  );

  typed.get(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: "Published feedback and the county's replies, newest first, filtered, in pages",
        querystring: feedbackFiltersQuerySchema.extend(pagingSchema.shape),
        response: { 200: feedbackPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, ...query } = request.query;
      const { ref } = await app.services.current();
      const filters = feedback.publicFilters(resolveFeedbackFilters(ref, query));
      const { rows, total, answered } = await feedback.repo.page(
        filters,
        'newest',
        limit,
        (page - 1) * limit,
      );
      reply.header('cache-control', 'no-cache');
      return {
        items: await feedback.present(rows, ref),
        total,
        answered,
        page,
        limit,
        pages: Math.ceil(total / limit),
      };
    },
  );

  typed.get(
    '/feedback.csv',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Published feedback and replies as CSV (same filters, newest first)',
        querystring: feedbackFiltersQuerySchema,
        response: { 200: z.string(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { ref } = await app.services.current();
      const filters = feedback.publicFilters(resolveFeedbackFilters(ref, request.query));
      const lines = [`\uFEFF${csvLine(CSV_HEADER)}`];
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const { rows } = await feedback.repo.page(filters, 'newest', batch, offset);
        const shown = await feedback.present(rows, ref);
        lines.push(...shown.map(csvRow));
        if (rows.length < batch) break;
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-disposition', 'attachment; filename="makueni-feedback.csv"');
      return lines.join('');
    },
  );

  typed.get(
    '/feedback/figures',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Responsiveness for the dashboard filters: received, published, answered, median days ' +
          'to an answer, oldest unanswered (days); by ward and department',
        querystring: feedbackFiltersQuerySchema,
        response: { 200: feedbackFiguresSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { ref } = await app.services.current();
      const filters = resolveFeedbackFilters(ref, request.query);
      reply.header('cache-control', 'no-cache');
      return feedback.repo.figures(filters, ref);
    },
  );

  typed.get(
    '/photos/:file',
    {
      schema: {
        tags: ['feedback'],
        summary: 'A photo file by its content hash (immutable: cached for a year)',
        params: z.object({
          file: z.string().regex(/^[0-9a-f]{32}\.(webp|jpg)$/, 'must be a photo file name'),
        }),
        response: { 200: z.instanceof(Buffer), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [hash = '', ext] = request.params.file.split('.');
      const file = await feedback.photos.file(hash);
      if (!file || (file.format === 'jpeg') !== (ext === 'jpg')) throw notFound('No such photo');
      return reply
        .type(file.format === 'jpeg' ? 'image/jpeg' : 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  await staffFeedbackRoutes(app);
}
