import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import {
  CHALLENGE_LIFETIME_MS,
  MemoryUsedChallenges,
  RedisUsedChallenges,
  USED_CHALLENGE_PREFIX,
} from '../src/feedback/altcha.ts';
import { seedSample } from '../src/db/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from './helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

if (!REDIS_URL)
  console.warn(
    'feedback-challenges.test.ts: the Redis tests are skipped: set REDIS_URL (or TEST_REDIS_URL), e.g. redis://127.0.0.1:6379',
  );

/** A multipart/form-data body of plain fields. */
function form(fields: Record<string, string>) {
  const boundary = `----challenge-test-${randomBytes(6).toString('hex')}`;
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function solve(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/api/v1/feedback/challenge');
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('used challenges in memory', () => {
  it('takes an id once, and again after its expiry', async () => {
    const used = new MemoryUsedChallenges(50);
    expect(await used.take('a')).toBe(true);
    expect(await used.take('a')).toBe(false);
    expect(await used.take('b')).toBe(true);
    const until = Date.now() + 60;
    while (Date.now() < until) await new Promise((r) => setImmediate(r));
    expect(await used.take('a')).toBe(true);
  });
});

describe.skipIf(!REDIS_URL)('used challenges in Redis', () => {
  let redis: Redis;
  const prefix = `test-altcha-${randomBytes(4).toString('hex')}-`;

  beforeAll(() => {
    redis = new Redis(REDIS_URL ?? '');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('takes an id once (SET NX) and keeps it for the challenge lifetime', async () => {
    const used = new RedisUsedChallenges(redis, () => undefined, CHALLENGE_LIFETIME_MS, prefix);
    expect(await used.take('one')).toBe(true);
    expect(await used.take('one')).toBe(false);
    const ttl = await redis.pttl(`${prefix}one`);
    expect(ttl).toBeGreaterThan(CHALLENGE_LIFETIME_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CHALLENGE_LIFETIME_MS);
  });

  it('falls back to memory while Redis does not answer', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const errors: unknown[] = [];
    const used = new RedisUsedChallenges(broken, (e) => errors.push(e), 60_000, prefix);
    expect(await used.take('x')).toBe(true);
    expect(await used.take('x')).toBe(false);
    expect(errors.length).toBe(2);
    broken.disconnect();
  });
});

describe.skipIf(!REDIS_URL)('two copies share used challenges through Redis', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  let projectCode = '';

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await seedSample(testDb.database.db, { count: 5 });
    const altchaKey = randomBytes(16).toString('hex');
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        database: testDb.database,
        redisUrl: REDIS_URL,
        rateLimitNamespace: `test-challenges-${randomBytes(4).toString('hex')}-`,
        feedback: { altchaKey, powCost: 1000 },
      });
      await app.ready();
      apps.push(app);
    }
    const [p] = await queryRows<{ code: string }>(
      testDb.database.db,
      sql`select code from projects order by code limit 1`,
    );
    projectCode = p?.code ?? '';
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.cleanup();
  });

  it('refuses on one copy a challenge already used on the other', async () => {
    const [one, two] = apps;
    if (!one || !two) throw new Error('two copies expected');
    const altcha = await solve(one);
    const send = (app: FastifyInstance, from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        remoteAddress: from,
        ...form({
          projectCode,
          kind: 'question',
          message: 'When will the water point at the market be finished?',
          altcha,
        }),
      });
    const first = await send(one, '10.9.0.1');
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send(two, '10.9.0.2');
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toMatch(/already used/);
    const redis = new Redis(REDIS_URL ?? '');
    try {
      expect((await redis.keys(`${USED_CHALLENGE_PREFIX}*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
