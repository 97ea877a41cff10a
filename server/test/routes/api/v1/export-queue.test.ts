import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../../src/config/env.ts';
import { DEFAULT_EXPORTS_AT_ONCE } from '../../../../src/lib/export-queue.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';
import { waitUntil } from '../../../wait.ts';

describe('EXPORTS_AT_ONCE', () => {
  it('is a whole number from 1 to 1000; unset, the database decides', () => {
    expect(loadEnv({ EXPORTS_AT_ONCE: '1' }, () => undefined).EXPORTS_AT_ONCE).toBe(1);
    expect(loadEnv({ EXPORTS_AT_ONCE: ' 12 ' }, () => undefined).EXPORTS_AT_ONCE).toBe(12);
    expect(loadEnv({}, () => undefined).EXPORTS_AT_ONCE).toBeUndefined();
    expect(loadEnv({ EXPORTS_AT_ONCE: '' }, () => undefined).EXPORTS_AT_ONCE).toBeUndefined();
    for (const bad of ['0', 'two', '2.5', '1001', '-1']) {
      expect(() => loadEnv({ EXPORTS_AT_ONCE: bad }, () => undefined), bad).toThrow(
        'Invalid settings: EXPORTS_AT_ONCE: must be a whole number from 1 to 1000',
      );
    }
  });
});

describe.each(testBackends())('the server-wide export line on %s', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /**
   * Holds the projects table (PGlite: its one connection) in a transaction until released, so
   * that an export that has its turn stays running.
   */
  async function holdProjects(app: TestApp) {
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    let locked = () => {};
    const isLocked = new Promise<void>((r) => (locked = r));
    const held = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table projects in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await held;
    };
  }

  /** Starts `count` CSV exports from different addresses while the table is held. */
  async function exportsWhileHeld(app: TestApp, count: number) {
    // Data version and reference data are read (and kept) before the table is held.
    expect((await app.app.inject('/api/v1/projects/export.csv')).statusCode).toBe(200);
    const release = await holdProjects(app);
    const queue = app.app.services.exportQueue;
    const answers = [];
    for (let i = 0; i < count; i += 1) {
      answers.push(
        app.app.inject({ url: '/api/v1/projects/export.csv', remoteAddress: `10.0.1.${i + 1}` }),
      );
      await waitUntil(() => queue.size.running + queue.size.waiting === i + 1);
    }
    const during = { ...queue.size };
    await release();
    const done = await Promise.all(answers);
    return { during, statuses: done.map((r) => r.statusCode), after: { ...queue.size } };
  }

  it('a cap of 1 makes the second export wait for the first', async () => {
    t = await buildTestApp({
      backend,
      fresh: true,
      seedCount: 30,
      exportsAtOnce: 1,
      dataVersionTtlMs: 600_000,
    });
    expect(t.app.services.exportQueue.running).toBe(1);
    const { during, statuses, after } = await exportsWhileHeld(t, 2);
    expect(during).toEqual({ running: 1, waiting: 1 });
    expect(statuses).toEqual([200, 200]);
    expect(after).toEqual({ running: 0, waiting: 0 });
  });

  it('unset, the default of the database runs two side by side', async () => {
    t = await buildTestApp({ backend, fresh: true, seedCount: 30, dataVersionTtlMs: 600_000 });
    expect(t.app.services.exportQueue.running).toBe(DEFAULT_EXPORTS_AT_ONCE[backend]);
    const { during, statuses } = await exportsWhileHeld(t, 2);
    expect(during).toEqual({ running: 2, waiting: 0 });
    expect(statuses).toEqual([200, 200]);
  });
});
