import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, staffListSchema } from '@app/common';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../src/app.ts';
import { authenticate, createAccount, setDisabled } from '../src/auth/accounts.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { auditLog, signingKeys, staffAccounts } from '../src/db/schema/staff.ts';
import { SERVER_ROOT } from '../src/config/env.ts';
import { openTestDatabase, testBackends, type TestDatabase } from './helper.ts';
import { bearer, testAuth, tokens, type TokenKind } from './tokens.ts';

const PUBLIC_URL = 'http://portal.test';
const ISSUER = `${PUBLIC_URL}/oidc`;
const EDITOR_PASSWORD = 'Editor-pass-2026!';

describe.each(testBackends())('account and staff endpoints on %s', (backend) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let external: FastifyInstance;
  let editorId: number;
  let adminId: number;

  /** An access token as the built-in provider signs it (its current key, its claims). */
  async function providerToken(id: number, roles: string[]): Promise<string> {
    const [key] = await testDb.database.db
      .select()
      .from(signingKeys)
      .orderBy(desc(signingKeys.createdAt))
      .limit(1);
    const jwk = key?.jwk as JWK;
    return new SignJWT({ roles, name: 'From Token', email: 'token@makueni.test' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience('portal-api')
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
  }

  async function auditCount(): Promise<number> {
    return (await testDb.database.db.select().from(auditLog)).length;
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    const db = testDb.database.db;
    editorId = (
      await createAccount(db, {
        email: 'editor@makueni.test',
        name: 'Mwende Editor',
        role: 'editor',
        password: EDITOR_PASSWORD,
      })
    ).id;
    adminId = (
      await createAccount(db, {
        email: 'admin@makueni.test',
        name: 'Kioko Admin',
        role: 'admin',
        password: 'Admin-pass-2026!',
      })
    ).id;
    app = await buildApp({
      database: testDb.database,
      auth: { provider: 'embedded', publicUrl: PUBLIC_URL },
    });
    await app.ready();
    external = await buildApp({ database: testDb.database, auth: testAuth });
    await external.ready();
  });
  afterAll(async () => {
    await app?.close();
    await external?.close();
    await testDb?.cleanup();
  });

  it('shows the signed-in account with its settings and recent actions', async () => {
    const res = await app.inject({
      url: '/api/v1/account',
      headers: bearer(await providerToken(editorId, ['editor'])),
    });
    expect(res.statusCode).toBe(200);
    const account = accountSchema.parse(res.json());
    expect(account).toMatchObject({
      sub: String(editorId),
      name: 'Mwende Editor',
      email: 'editor@makueni.test',
      role: 'editor',
      provider: 'embedded',
      managedHere: true,
      settings: { notifications: { imports: true, edits: true, weeklySummary: false } },
      recent: [],
    });
    expect(account.createdAt).toMatch(/^\d{4}-/);
  });

  it('saves settings, audits them, and lists them among the recent actions', async () => {
    const token = await providerToken(editorId, ['editor']);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers: bearer(token),
      payload: { name: 'Mwende K.', language: 'sw', notifications: { weeklySummary: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Mwende K.',
      settings: { language: 'sw', notifications: { imports: true, weeklySummary: true } },
    });
    const again = accountSchema.parse(
      (await app.inject({ url: '/api/v1/account', headers: bearer(token) })).json(),
    );
    expect(again.recent[0]).toMatchObject({
      action: 'account.settings',
      actor: { sub: String(editorId), name: 'Mwende K.', role: 'editor' },
      before: { name: 'Mwende Editor' },
      after: { name: 'Mwende K.', language: 'sw' },
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers: bearer(token),
      payload: { language: 'not a language', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the password only with the right current one and a strong new one', async () => {
    const token = await providerToken(editorId, ['editor']);
    const change = (currentPassword: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/account/password',
        headers: bearer(token),
        payload: { currentPassword, newPassword },
      });
    const before = await auditCount();

    const wrongCurrent = await change('Not-the-password-1!', 'Brand-new-pass-2026?');
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().issues).toEqual([
      { field: 'currentPassword', message: 'is not right' },
    ]);
    const weak = await change(EDITOR_PASSWORD, 'alllowercase');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/upper-case.*digit.*symbol/);
    const email = await change(EDITOR_PASSWORD, 'EDITOR@makueni.test');
    expect(email.json().message).toMatch(/not the email address/);
    expect(await auditCount()).toBe(before);
    expect(
      await authenticate(testDb.database.db, 'editor@makueni.test', EDITOR_PASSWORD),
    ).not.toBeNull();

    const ok = await change(EDITOR_PASSWORD, 'Brand-new-pass-2026?');
    expect(ok.statusCode).toBe(204);
    expect(
      await authenticate(testDb.database.db, 'editor@makueni.test', EDITOR_PASSWORD),
    ).toBeNull();
    expect(
      await authenticate(testDb.database.db, 'editor@makueni.test', 'Brand-new-pass-2026?'),
    ).not.toBeNull();
    const [row] = await testDb.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'account.password', target: 'editor@makueni.test' });
    expect(JSON.stringify(row)).not.toMatch(/Brand-new|argon2/);
  });

  it('answers 409 to a password change for an account of an external provider', async () => {
    const res = await external.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers: bearer(await tokens.editor()),
      payload: { currentPassword: 'x', newPassword: 'Brand-new-pass-2026?' },
    });
    expect(res.statusCode).toBe(409);
    const account = await external.inject({
      url: '/api/v1/account',
      headers: bearer(await tokens.editor()),
    });
    expect(account.json()).toMatchObject({ provider: 'external', managedHere: false });
  });

  it.each<[TokenKind, number]>([
    ['badSignature', 401],
    ['otherIssuer', 401],
    ['otherAudience', 401],
    ['expired', 401],
    ['noRole', 403],
  ])('refuses a %s token and changes nothing', async (kind, status) => {
    const before = await auditCount();
    const accounts = await testDb.database.db.select().from(staffAccounts);
    for (const request of [
      { method: 'PUT' as const, url: '/api/v1/account/settings', payload: { name: 'Intruder' } },
      {
        method: 'POST' as const,
        url: '/api/v1/account/password',
        payload: { currentPassword: 'x', newPassword: 'Intruder-pass-2026!' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/staff',
        payload: {
          email: 'intruder@makueni.test',
          name: 'Intruder',
          role: 'admin',
          password: 'Intruder-pass-2026!',
        },
      },
    ]) {
      const res = await external.inject({ ...request, headers: bearer(await tokens[kind]()) });
      expect(res.statusCode).toBe(status);
    }
    expect(await auditCount()).toBe(before);
    expect(await testDb.database.db.select().from(staffAccounts)).toEqual(accounts);
  });

  it('refuses a token of the built-in provider once the account is disabled', async () => {
    const id = (
      await createAccount(testDb.database.db, {
        email: 'leaver@makueni.test',
        name: 'Leaver',
        role: 'editor',
        password: 'Leaver-pass-2026!',
      })
    ).id;
    const token = await providerToken(id, ['editor']);
    expect((await app.inject({ url: '/api/v1/account', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await setDisabled(testDb.database.db, 'leaver@makueni.test', true);
    expect((await app.inject({ url: '/api/v1/account', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('lists and creates staff accounts for admins only', async () => {
    const editor = await app.inject({
      url: '/api/v1/staff',
      headers: bearer(await providerToken(editorId, ['editor'])),
    });
    expect(editor.statusCode).toBe(403);

    const admin = bearer(await providerToken(adminId, ['admin']));
    const list = staffListSchema.parse(
      (await app.inject({ url: '/api/v1/staff', headers: admin })).json(),
    );
    expect(list.rows.map((r) => r.email)).toEqual(
      expect.arrayContaining(['admin@makueni.test', 'editor@makueni.test']),
    );
    expect(JSON.stringify(list)).not.toMatch(/argon2|password/i);

    const create = (payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/staff', headers: admin, payload });
    const created = await create({
      email: 'New.Editor@Makueni.test',
      name: 'New Editor',
      role: 'editor',
      password: 'New-editor-pass-2026!',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.editor@makueni.test',
      role: 'editor',
      disabled: false,
      lastSignInAt: null,
    });
    const duplicate = await create({
      email: 'new.editor@makueni.test',
      name: 'Again',
      role: 'admin',
      password: 'New-editor-pass-2026!',
    });
    expect(duplicate.statusCode).toBe(409);
    const weak = await create({
      email: 'weak@makueni.test',
      name: 'Weak',
      role: 'editor',
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    const [row] = await testDb.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'staff.create', target: 'new.editor@makueni.test' });
  });
});

describe('the staff command', () => {
  it('refuses to touch an embedded database another process holds', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
    const lock = acquireDataDirLock(dataDir, 'server');
    try {
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(SERVER_ROOT, 'src/cli/staff.ts'),
          'add',
          '--email',
          'x@makueni.test',
          '--name',
          'X',
          '--role',
          'editor',
          '--password-stdin',
        ],
        {
          input: 'Strong-pass-2026!\n',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(3);
      expect(run.stderr).toMatch(/Nothing changed/);
      const usage = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/staff.ts'), 'add', '--role', 'king'],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
      );
      expect(usage.status).toBe(2);
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
