import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsSummarySchema } from '@app/common';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { importFile } from '../src/db/import/import-file.ts';
import { seedSample } from '../src/db/seed/seed.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helper.ts';

/*
 * Several copies of the server behind one address: each copy here is its own app with its own
 * connection pool, caches and Redis client, sharing only the database and Redis, as separate
 * processes would.
 */

const GOOD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'projects-good.csv',
);
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

if (!PG_URL)
  console.warn(
    'copies.test.ts: the data-version test of two server copies is skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
if (!REDIS_URL)
  console.warn(
    'copies.test.ts: the shared rate-limit test is skipped: set REDIS_URL (or TEST_REDIS_URL), e.g. redis://127.0.0.1:6379',
  );

describe.skipIf(!PG_URL)('two copies on one PostgreSQL', () => {
  let shared: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    shared = await openTestDatabase('postgres');
    await seedSample(shared.database.db, { count: 50 });
    second = await openDatabase({ databaseUrl: shared.database.url, poolSize: 2 });
    // A long TTL: only the other copy's notification can tell this copy the data changed.
    const config = { dataVersionTtlMs: 600_000, rateLimitMax: 100_000 };
    a = await buildApp({ ...config, database: shared.database });
    b = await buildApp({ ...config, database: second, closeDatabase: true });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.cleanup();
  });

  it('the other copy answers the new data as soon as one imports, never a stale 304', async () => {
    const url = '/api/v1/projects/summary';
    const before = await b.inject(url);
    const etag = String(before.headers.etag);
    expect((await b.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await a.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // Written through copy A's connections; B has its version cached for ten minutes.
    const outcome = await importFile(shared.database.db, GOOD);
    expect(outcome.ok).toBe(true);

    let answer = await b.inject({ url, headers: { 'if-none-match': etag } });
    for (let i = 0; i < 100 && answer.statusCode === 304; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await b.inject({ url, headers: { 'if-none-match': etag } });
    }
    expect(answer.statusCode).toBe(200);
    expect(projectsSummarySchema.parse(answer.json()).totals.projects).toBe(55);
    const list = (await b.inject('/api/v1/projects?limit=1')).json() as { total: number };
    expect(list.total).toBe(55);
    const fromA = await a.inject({ url, headers: { 'if-none-match': etag } });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.headers.etag).toBe(answer.headers.etag);
  });
});

describe.skipIf(!REDIS_URL)('two copies share one rate limit through Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const config = {
      rateLimitMax: 5,
      redisUrl: REDIS_URL,
      rateLimitNamespace: `test-rl-${randomBytes(4).toString('hex')}-`,
      // Behind one proxy: its X-Forwarded-For names the client.
      trustProxy: 1,
    };
    a = await buildTestApp(config);
    b = await buildTestApp(config);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('holds one limit per client across both copies (429 after the limit), by the proxied address', async () => {
    const from = (ip: string, app: TestApp, n: number) =>
      app.app.inject({
        url: `/api/v1/projects?limit=${n}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': ip },
      });
    const codes: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      codes.push((await from('203.0.113.7', i % 2 === 0 ? a : b, i)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await from('203.0.113.7', a, 7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringContaining('at most 5 requests per minute'),
    });
    // Another client behind the same proxy has its own count.
    expect((await from('203.0.113.8', b, 1)).statusCode).toBe(200);
  });
});
