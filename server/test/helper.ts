import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfig } from '../src/app.ts';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedSample } from '../src/db/seed/seed.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops the schema made for the test. */
  cleanup(): Promise<void>;
}

/*
 * Starting PGlite (compiling its WebAssembly) is the slowest step of the suite, so each test
 * worker migrates one empty template and clones it, and read-only suites share one seeded
 * database per worker (vitest runs with isolate: false).
 */
let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    await runMigrations(database);
    if (!database.pglite) throw new Error('expected PGlite');
    return database.pglite;
  })();
  return template;
}

/** A new in-memory PGlite with the schema applied and no data. */
export async function freshPglite(): Promise<Database> {
  const clone = (await (await migratedTemplate()).clone()) as PGlite;
  return wrapPglite(clone, 'memory');
}

const shared = new Map<number, Promise<Database>>();

/** One seeded in-memory database per worker and seed count, never closed by the suites. */
function sharedPglite(seedCount: number): Promise<Database> {
  let database = shared.get(seedCount);
  if (!database) {
    database = (async () => {
      const db = await freshPglite();
      if (seedCount > 0) await seedSample(db.db, { count: seedCount });
      return db;
    })();
    shared.set(seedCount, database);
  }
  return database;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database created next to
 * TEST_DATABASE_URL's (dropped by cleanup, so runs are repeatable and can run side by side).
 */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = await freshPglite();
    return { database, cleanup: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 4 });
  await runMigrations(database);
  return {
    database,
    cleanup: async () => {
      await database.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * App on a database seeded with a small sample (300 projects by default). On PGlite the seeded
 * database is shared by the read-only suites unless fresh is set; on PostgreSQL every app gets
 * its own database.
 */
export async function buildTestApp(
  options: { backend?: Backend; seedCount?: number; fresh?: boolean } & Omit<
    Partial<AppConfig>,
    'database'
  > = {},
): Promise<TestApp> {
  const { backend = 'pglite', seedCount = 300, fresh = false, ...config } = options;
  let testDb: TestDatabase;
  if (backend === 'pglite' && !fresh) {
    testDb = { database: await sharedPglite(seedCount), cleanup: async () => undefined };
  } else {
    testDb = await openTestDatabase(backend);
    if (seedCount > 0) await seedSample(testDb.database.db, { count: seedCount });
  }
  const app = await buildApp({
    dataVersionTtlMs: 0,
    rateLimitMax: 100_000,
    ...config,
    database: testDb.database,
  });
  await app.ready();
  return {
    ...testDb,
    app,
    close: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}
