import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createAccount, setDisabled } from '../src/auth/accounts.ts';
import { signingKeys } from '../src/db/schema/staff.ts';
import { openTestDatabase, testBackends, type TestDatabase } from './helper.ts';
import { bearer } from './tokens.ts';
import { ISSUER, PUBLIC_URL, refresh, signIn } from './oidc-client.ts';

const PASSWORD = 'Editor-pass-2026!';
const NEW_PASSWORD = 'Editor-pass-2027?';

describe.each(testBackends())('sessions that end (%s)', (backend) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  async function account(role: 'editor' | 'admin' = 'editor') {
    const email = `staff-${randomBytes(4).toString('hex')}@makueni.test`;
    const row = await createAccount(testDb.database.db, {
      email,
      name: 'Mwende Staff',
      role,
      password: PASSWORD,
    });
    return { email, id: row.id };
  }

  /** An access token signed with the provider's own current key, claims as given. */
  async function forge(claims: { sub: string; exp: number; iat?: number }): Promise<string> {
    const [row] = await testDb.database.db
      .select()
      .from(signingKeys)
      .orderBy(desc(signingKeys.createdAt))
      .limit(1);
    const jwk = row?.jwk as JWK;
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      roles: ['editor'],
      name: 'Forged',
      email: 'forged@makueni.test',
      client_id: 'portal',
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience('portal-api')
      .setIssuedAt(claims.iat ?? now)
      .setExpirationTime(claims.exp)
      .setJti(randomBytes(8).toString('hex'))
      .sign(key);
  }

  /** A staff write with an empty body: 401 when the token is refused, else not. */
  async function staffWrite(token: string): Promise<number> {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/projects/NO-SUCH-CODE',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{}',
    });
    return res.statusCode;
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    app = await buildApp({
      database: testDb.database,
      auth: { provider: 'embedded', publicUrl: PUBLIC_URL },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it("ends another session's refresh token when the password changes", async () => {
    const { email } = await account();
    const here = await signIn(app, { email, password: PASSWORD });
    const elsewhere = await signIn(app, { email, password: PASSWORD });
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers: bearer(here.access_token),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(204);
    const renewed = await refresh(app, elsewhere.refresh_token);
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json().error).toBe('invalid_grant');
    // The new password signs in.
    await expect(signIn(app, { email, password: NEW_PASSWORD })).resolves.toBeTruthy();
  });

  it("refuses a disabled account's access token and ends its refresh token", async () => {
    const { email } = await account();
    const tokens = await signIn(app, { email, password: PASSWORD });
    expect(await setDisabled(testDb.database.db, email, true)).toBe(true);
    expect(await staffWrite(tokens.access_token)).toBe(401);
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('refuses a token for an account that does not exist, signed with the real key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await forge({ sub: '987654', exp: now + 300 });
    expect(await staffWrite(token)).toBe(401);
    const res = await app.inject({ url: '/api/v1/staff', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token that claims a longer lifetime than tokens are issued for', async () => {
    const { id, email } = await account();
    const now = Math.floor(Date.now() / 1000);
    // The provider's own token for the account passes; the same account ten years ahead does not.
    const issued = await signIn(app, { email, password: PASSWORD });
    expect(decodeJwt(issued.access_token).sub).toBe(String(id));
    expect(await staffWrite(issued.access_token)).not.toBe(401);
    expect(await staffWrite(await forge({ sub: String(id), exp: now + 300 }))).not.toBe(401);
    const decade = await forge({ sub: String(id), exp: now + 10 * 365 * 24 * 60 * 60 });
    expect(await staffWrite(decade)).toBe(401);
    const backdated = await forge({ sub: String(id), iat: now - 3600, exp: now + 3600 });
    expect(await staffWrite(backdated)).toBe(401);
  });
});
