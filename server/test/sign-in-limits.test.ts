import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/accounts.ts';
import { queryRows } from '../src/db/client.ts';
import { openTestDatabase, testBackends, type TestDatabase } from './helper.ts';
import { CookieJar, pkce, postSignIn, PUBLIC_URL, startSignIn } from './oidc-client.ts';

const PASSWORD = 'Editor-pass-2026!';
const WRONG = 'Wrong-guess-0001!';
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** A client address of its own per test (and per run, for counters kept in Redis). */
function address(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function lockMinutes(body: string): number | undefined {
  const m = /locked for (\d+) minutes/.exec(body);
  return m ? Number(m[1]) : undefined;
}

async function openForm(app: FastifyInstance) {
  const jar = new CookieJar();
  const interaction = await startSignIn(app, jar, pkce().challenge);
  return { jar, interaction };
}

describe.each(testBackends())('sign-in guessing at the embedded provider (%s)', (backend) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const email = `editor-${randomBytes(4).toString('hex')}@makueni.test`;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await createAccount(testDb.database.db, {
      email,
      name: 'Mwende Editor',
      role: 'editor',
      password: PASSWORD,
    });
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at most 10 of 1,000 parallel wrong passwords from one address', async () => {
    const { jar, interaction } = await openForm(app);
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        postSignIn(app, jar, interaction, { email, password: WRONG }, from),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBe(1000 - checked);
    // The right password from that address is refused too, for the time the page states.
    const right = await postSignIn(app, jar, interaction, { email, password: PASSWORD }, from);
    expect(right.statusCode).toBe(429);
    expect(lockMinutes(right.body)).toBe(15);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(right.body).toContain('even with the right password');
  }, 120_000);

  it('records failed sign-ins and the lock in the audit log, without the password', async () => {
    const rows = await queryRows<{ action: string; target: string; details: unknown }>(
      testDb.database.db,
      sql`select action, target, details from audit_log where action like 'signin.%' order by id`,
    );
    expect(rows.filter((r) => r.action === 'signin.failed').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.action === 'signin.lock')).toHaveLength(1);
    expect(rows.every((r) => r.target === email)).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(WRONG);
    expect(text).not.toContain(PASSWORD);
  });

  it('limits guesses at one account from many addresses', async () => {
    const target = `kyalo-${randomBytes(4).toString('hex')}@makueni.test`;
    await createAccount(testDb.database.db, {
      email: target,
      name: 'Kyalo Editor',
      role: 'editor',
      password: PASSWORD,
    });
    const { jar, interaction } = await openForm(app);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await postSignIn(
        app,
        jar,
        interaction,
        { email: target, password: WRONG },
        address(),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const right = await postSignIn(
      app,
      jar,
      interaction,
      { email: target, password: PASSWORD },
      address(),
    );
    expect(right.statusCode).toBe(429);
    expect(lockMinutes(right.body)).toBe(15);
  });

  it('lets the right password in once the lock is over, and locks twice as long next time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { jar, interaction } = await openForm(app);
    const from = address();
    for (let i = 0; i < 10; i++)
      expect(
        (await postSignIn(app, jar, interaction, { email, password: `${WRONG}${i}` }, from))
          .statusCode,
      ).toBe(401);
    const first = await postSignIn(app, jar, interaction, { email, password: PASSWORD }, from);
    expect(lockMinutes(first.body)).toBe(15);
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    for (let i = 0; i < 10; i++)
      expect(
        (await postSignIn(app, jar, interaction, { email, password: `${WRONG}${i}` }, from))
          .statusCode,
      ).toBe(401);
    const second = await postSignIn(app, jar, interaction, { email, password: PASSWORD }, from);
    expect(second.statusCode).toBe(429);
    expect(lockMinutes(second.body)).toBe(30);
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const after = await postSignIn(app, jar, interaction, { email, password: PASSWORD }, from);
    expect(after.statusCode).toBe(303);
  });
});

describe.skipIf(!REDIS_URL)('sign-in counters shared through Redis', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const email = `editor-${randomBytes(4).toString('hex')}@makueni.test`;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await createAccount(testDb.database.db, {
      email,
      name: 'Mwende Editor',
      role: 'editor',
      password: PASSWORD,
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        database: testDb.database,
        redisUrl: REDIS_URL,
        auth: { provider: 'embedded', publicUrl: PUBLIC_URL },
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.cleanup();
  });

  it('gives a second copy of the server no more guesses', async () => {
    const [one, two] = apps;
    if (!one || !two) throw new Error('two copies expected');
    const from = address();
    const a = await openForm(one);
    for (let i = 0; i < 10; i++)
      expect(
        (await postSignIn(one, a.jar, a.interaction, { email, password: WRONG }, from)).statusCode,
      ).toBe(401);
    const b = await openForm(two);
    const next = await postSignIn(two, b.jar, b.interaction, { email, password: WRONG }, from);
    expect(next.statusCode).toBe(429);
  });
});
