import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfig } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
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

/**
 * A fresh, migrated database: in-memory PGlite, or a new database created next to
 * TEST_DATABASE_URL's (dropped by cleanup, so runs are repeatable and can run side by side).
 */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory' });
    await runMigrations(database);
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

/** App on a fresh database seeded with a small sample (300 projects by default). */
export async function buildTestApp(
  options: { backend?: Backend; seedCount?: number } & Omit<Partial<AppConfig>, 'database'> = {},
): Promise<TestApp> {
  const { backend = 'pglite', seedCount = 300, ...config } = options;
  const testDb = await openTestDatabase(backend);
  if (seedCount > 0) await seedSample(testDb.database.db, { count: seedCount });
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
