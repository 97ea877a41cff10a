import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { bearer, mintToken, testAuth, tokens } from './tokens.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Every staff route, with the method it answers. */
const STAFF_ROUTES: [Method, string][] = [
  ['PATCH', '/api/v1/projects/KIB-001'],
  ['POST', '/api/v1/projects/import'],
  ['GET', '/api/v1/audit'],
  ['GET', '/api/v1/audit.csv'],
  ['GET', '/api/v1/usage'],
  ['GET', '/api/v1/usage.csv'],
  ['GET', '/api/v1/account'],
  ['PUT', '/api/v1/account/settings'],
  ['POST', '/api/v1/account/password'],
  ['GET', '/api/v1/staff'],
  ['POST', '/api/v1/staff'],
];

/** A JSON object of about 900 KB: 60,000 keys no schema knows. */
function bigBody(): string {
  const keys: Record<string, number> = {};
  for (let i = 0; i < 60_000; i++) keys[`k${i}`] = i;
  return JSON.stringify(keys);
}

describe('staff routes authenticate before anything else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ auth: testAuth });
  });
  afterAll(async () => {
    await t?.close();
  });

  const callers: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a bad signature', async () => bearer(await tokens.badSignature())],
    ['an expired token', async () => bearer(await tokens.expired())],
    ['a malformed header', async () => ({ authorization: 'Basic abc' })],
  ];
  const big = bigBody();
  const bodies: [string, string | undefined][] = [
    ['no body', undefined],
    ['an empty object', '{}'],
    ['broken JSON', '{"title": '],
    ['900 KB of unknown keys', big],
  ];

  it.each(STAFF_ROUTES)('%s %s answers 401 whatever the body or query', async (method, url) => {
    for (const [, headers] of callers) {
      for (const [, body] of bodies) {
        const res = await t.app.inject({
          method,
          url: `${url}?from=0000-00-00&limit=-1&${'x'.repeat(2000)}=1`,
          headers: {
            ...(await headers()),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined || method === 'GET' ? {} : { payload: body }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.body.length).toBeLessThan(1000);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
  });

  it('keeps a signed-in editor’s validation errors short whatever the body', async () => {
    expect(big.length).toBeGreaterThan(800_000);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/projects/KIB-001',
      headers: { ...bearer(await tokens.editor()), 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(10_000);
    expect(res.json().issues.length).toBeLessThanOrEqual(21);
  });
});

describe('write limits are counted per account, after authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ auth: testAuth });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An import attempt that the handler refuses at once (not multipart: 415). */
  const importAs = async (headers: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/import',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{}',
      })
    ).statusCode;

  it("does not let anonymous requests spend an editor's imports", async () => {
    for (let i = 0; i < 12; i++) expect(await importAs({})).toBe(401);
    expect(await importAs(bearer(await tokens.editor()))).toBe(415);
  });

  it('limits each account on its own, from one address', async () => {
    const first = bearer(await mintToken({ sub: 'editor-limit-1' }));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await importAs(first));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(415));
    expect(statuses[10]).toBe(429);
    const second = bearer(await mintToken({ sub: 'editor-limit-2' }));
    expect(await importAs(second)).toBe(415);
  });
});
