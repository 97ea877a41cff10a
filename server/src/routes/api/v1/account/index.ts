import {
  accountSchema,
  accountSettingsUpdateSchema,
  apiErrorSchema,
  passwordChangeSchema,
  type Account,
  type AuditEntry,
} from '@app/common';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountError,
  assertStrongPassword,
  checkPassword,
  hashPassword,
  settingsOf,
} from '../../../../auth/accounts.ts';
import type { StaffAccount } from '../../../../repositories/staff-accounts-repository.ts';
import { HttpError } from '../../../../lib/errors.ts';
import type { Staff } from '../../../../plugins/app/auth.ts';

const RECENT = 10;

/** The caller's account in this portal's database, when the built-in provider signed them in. */
async function localAccount(app: FastifyInstance, staff: Staff): Promise<StaffAccount | undefined> {
  if (app.auth?.config.provider !== 'embedded' || staff.issuer !== app.auth.config.authority)
    return undefined;
  const account = await app.services.staffAccounts.findById(Number(staff.sub));
  // Valid token, account gone or disabled since: signed out.
  if (!account || account.disabled) throw new HttpError(401, 'The account is no longer active');
  return account;
}

function recentEntries(app: FastifyInstance, staff: Staff): Promise<AuditEntry[]> {
  return app.services.staffAccounts.recentActions(staff, RECENT);
}

async function accountAnswer(
  app: FastifyInstance,
  staff: Staff,
  account: StaffAccount | undefined,
): Promise<Account> {
  const recent = await recentEntries(app, staff);
  if (!account) {
    return {
      sub: staff.sub,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      provider: 'external',
      managedHere: false,
      settings: settingsOf({ settings: {} } as StaffAccount),
      recent,
    };
  }
  return {
    sub: staff.sub,
    name: account.name,
    email: account.email,
    // The role as the token says it (a role change applies from the next sign-in).
    role: staff.role,
    provider: 'embedded',
    managedHere: true,
    createdAt: account.createdAt.toISOString(),
    ...(account.lastSignInAt ? { lastSignInAt: account.lastSignInAt.toISOString() } : {}),
    settings: settingsOf(account),
    recent,
  };
}

function staffOf(request: FastifyRequest): Staff {
  // requireRole ran first: a route without it is a programming error.
  if (!request.staff) throw new Error('account route without requireRole');
  return request.staff;
}

/** The signed-in member of staff: profile, settings, password. Any staff role. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRole('editor', 'admin');
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const security = [{ bearerAuth: [] }];

  api.get(
    '/account',
    {
      preHandler: guard,
      schema: {
        tags: ['staff'],
        summary: 'The signed-in member of staff, their settings and last 10 recorded actions',
        security,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      reply.header('cache-control', 'no-store');
      return accountAnswer(app, staff, await localAccount(app, staff));
    },
  );

  api.put(
    '/account/settings',
    {
      preHandler: guard,
      schema: {
        tags: ['staff'],
        summary: 'Change the name, language or notification choices',
        security,
        body: accountSettingsUpdateSchema,
        response: { 200: accountSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const account = await localAccount(app, staff);
      if (!account)
        throw new HttpError(409, 'This account is kept by the external sign-in provider');
      const body = request.body;
      const before = { name: account.name, ...settingsOf(account) };
      const current = settingsOf(account);
      const settings = {
        ...((body.language ?? current.language)
          ? { language: body.language ?? current.language }
          : {}),
        notifications: { ...current.notifications, ...body.notifications },
      };
      const name = body.name ?? account.name;
      const updated = await app.services.staffAccounts.updateSettings(
        account.id,
        { name, settings },
        {
          actor: { sub: staff.sub, issuer: staff.issuer, name, role: staff.role },
          action: 'account.settings',
          target: account.email,
          before,
          after: { name, ...settings },
        },
      );
      reply.header('cache-control', 'no-store');
      return accountAnswer(app, { ...staff, name }, updated);
    },
  );

  api.post(
    '/account/password',
    {
      preHandler: guard,
      schema: {
        tags: ['staff'],
        summary:
          'Change the password (accounts of the built-in sign-in): at least 12 characters, upper and lower case, a digit, a symbol, not the email',
        security,
        body: passwordChangeSchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const account = await localAccount(app, staff);
      if (!account)
        throw new HttpError(
          409,
          'The password of this account is kept by the external sign-in provider',
        );
      const { currentPassword, newPassword } = request.body;
      if (!(await checkPassword(account, currentPassword)))
        throw new HttpError(400, 'currentPassword: is not right', [
          { field: 'currentPassword', message: 'is not right' },
        ]);
      try {
        assertStrongPassword(newPassword, account.email, 'newPassword');
      } catch (error) {
        if (error instanceof AccountError)
          throw new HttpError(400, `newPassword: ${error.message}`, [
            { field: 'newPassword', message: error.message },
          ]);
        throw error;
      }
      if (newPassword === currentPassword)
        throw new HttpError(400, 'newPassword: must differ from the current password', [
          { field: 'newPassword', message: 'must differ from the current password' },
        ]);
      const passwordHash = await hashPassword(newPassword);
      // Every session of the account signs in again, this one included. The audit row says
      // only that it changed: never the password or its hash.
      await app.services.staffAccounts.changePassword(account.id, passwordHash, {
        actor: { sub: staff.sub, issuer: staff.issuer, name: staff.name, role: staff.role },
        action: 'account.password',
        target: account.email,
      });
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
}
