import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { claimAt, roleFrom } from '../src/plugins/app/auth.ts';
import { freshPglite } from './helper.ts';
import { bearer, testAuth, tokens, type TokenKind } from './tokens.ts';

describe('bearer tokens and the role guard', () => {
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;
  beforeAll(async () => {
    const database = await freshPglite();
    app = await buildApp({ database, auth: testAuth, closeDatabase: true });
    // Two guarded probes: what the guard lets through is what the handler sees.
    app.get('/probe/editor', { preHandler: app.requireRole('editor') }, async (request) => ({
      staff: request.staff,
    }));
    app.get('/probe/admin', { preHandler: app.requireRole('admin') }, async (request) => ({
      staff: request.staff,
    }));
    await app.ready();
    unconfigured = await buildApp({ database: await freshPglite(), closeDatabase: true });
    unconfigured.get(
      '/probe/editor',
      { preHandler: unconfigured.requireRole('editor') },
      () => ({}),
    );
    await unconfigured.ready();
  });
  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
  });

  it('publishes the sign-in settings', async () => {
    const res = await app.inject('/api/v1/auth/config');
    expect(res.statusCode).toBe(200);
    expect(authConfigSchema.parse(res.json())).toEqual({
      provider: 'external',
      authority: testAuth.issuer,
      clientId: 'portal',
      redirectPath: '/pages/login',
      postLogoutPath: '/',
      scope: 'openid profile email offline_access roles',
      audience: 'portal-api',
      rolesClaim: 'roles',
    });
    expect((await unconfigured.inject('/api/v1/auth/config')).statusCode).toBe(503);
  });

  it('lets an editor through and names them', async () => {
    const res = await app.inject({ url: '/probe/editor', headers: bearer(await tokens.editor()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      staff: {
        sub: 'editor-1',
        issuer: testAuth.issuer,
        name: 'Test Editor',
        email: 'editor@makueni.test',
        role: 'editor',
      },
    });
  });

  it('lets an admin through every role check', async () => {
    const res = await app.inject({ url: '/probe/editor', headers: bearer(await tokens.admin()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.role).toBe('admin');
  });

  it('answers 403 to an editor on an admin route', async () => {
    const res = await app.inject({ url: '/probe/admin', headers: bearer(await tokens.editor()) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This needs the admin role',
    });
  });

  it('answers 401 with a Bearer challenge without a token', async () => {
    const res = await app.inject('/probe/editor');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each<[TokenKind, number, RegExp]>([
    ['badSignature', 401, /not valid/],
    ['otherIssuer', 401, /iss claim/],
    ['otherAudience', 401, /aud claim/],
    ['expired', 401, /expired/],
    ['noRole', 403, /editor role/],
  ])('refuses a token that is %s', async (kind, status, message) => {
    const res = await app.inject({ url: '/probe/editor', headers: bearer(await tokens[kind]()) });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api", error="/);
  });

  it('refuses a header that is not a bearer token, and any token when sign-in is off', async () => {
    const basic = await app.inject({
      url: '/probe/editor',
      headers: { authorization: 'Basic YTpi' },
    });
    expect(basic.statusCode).toBe(401);
    const off = await unconfigured.inject({
      url: '/probe/editor',
      headers: bearer(await tokens.admin()),
    });
    expect(off.statusCode).toBe(401);
  });

  it('reads roles from a dotted claim path and prefers admin', () => {
    expect(claimAt({ realm_access: { roles: ['editor'] } }, 'realm_access.roles')).toEqual([
      'editor',
    ]);
    expect(
      claimAt({ 'https://makueni.test/roles': ['admin'] }, 'https://makueni.test/roles'),
    ).toEqual(['admin']);
    expect(roleFrom(['editor', 'admin'])).toBe('admin');
    expect(roleFrom('editor offline_access')).toBe('editor');
    expect(roleFrom(['viewer'])).toBeNull();
    expect(roleFrom(undefined)).toBeNull();
  });
});
