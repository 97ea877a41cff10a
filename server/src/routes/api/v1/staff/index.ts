import {
  apiErrorSchema,
  staffCreateSchema,
  staffListSchema,
  staffMemberSchema,
  type StaffMember,
  type StaffRole,
} from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountError,
  assertStrongPassword,
  hashPassword,
  normalizeEmail,
} from '../../../../auth/accounts.ts';
import type { StaffAccount } from '../../../../repositories/staff-accounts-repository.ts';
import { HttpError } from '../../../../lib/errors.ts';

function member(a: StaffAccount): StaffMember {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    role: a.role as StaffRole,
    disabled: a.disabled,
    createdAt: a.createdAt.toISOString(),
    lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
  };
}

/** Staff accounts of the built-in sign-in (admin): list and create. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRole('admin');
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const security = [{ bearerAuth: [] }];

  api.get(
    '/staff',
    {
      preHandler: guard,
      schema: {
        tags: ['staff'],
        summary: 'Staff accounts of the built-in sign-in, by email',
        security,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { rows: (await app.services.staffAccounts.list()).map(member) };
    },
  );

  api.post(
    '/staff',
    {
      preHandler: guard,
      schema: {
        tags: ['staff'],
        summary: 'Create a staff account (password rules as for a change of password)',
        security,
        body: staffCreateSchema,
        response: { 201: staffMemberSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new Error('staff route without requireRole');
      if (app.auth?.config.provider !== 'embedded')
        throw new HttpError(409, 'Staff accounts are kept by the external sign-in provider');
      const email = normalizeEmail(request.body.email);
      try {
        assertStrongPassword(request.body.password, email);
      } catch (error) {
        if (error instanceof AccountError)
          throw new HttpError(400, `password: ${error.message}`, [
            { field: 'password', message: error.message },
          ]);
        throw error;
      }
      const passwordHash = await hashPassword(request.body.password);
      const created = await app.services.staffAccounts.create(
        { email, name: request.body.name, role: request.body.role, passwordHash },
        (row) => ({
          actor: { sub: staff.sub, issuer: staff.issuer, name: staff.name, role: staff.role },
          action: 'staff.create',
          target: email,
          after: { email, name: row.name, role: row.role },
        }),
      );
      if (!created) throw new HttpError(409, `An account for ${email} exists already`);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(member(created));
    },
  );
}
