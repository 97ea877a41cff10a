import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDataDirLock, type DataDirLock, type LockRole } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Either the database or an open transaction: both run queries. */
export type Queryable = Pick<AppDb, 'execute'>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: AppDb;
  /** Where the embedded database lives ("memory" for an in-memory PGlite). */
  location: string;
  close(): Promise<void>;
  /** The embedded client, when kind is "pglite". */
  pglite?: PGlite;
  /** This process's hold on the embedded database's folder (see data-dir-lock.ts). */
  lock?: DataDirLock;
  /** PostgreSQL: the connection string (for a LISTEN connection beside the pool). */
  url?: string;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite files; "memory" or undefined for an in-memory database. */
  dataDir?: string | undefined;
  /** Largest PostgreSQL pool. */
  poolSize?: number;
  /** PGlite's shared_buffers (e.g. "8MB"); its memory lives in the server process. */
  pgliteSharedBuffers?: string | undefined;
  /** Who opens an embedded database folder (named in the lock, see data-dir-lock.ts). */
  role?: LockRole;
}

/** Rows of a query, the same way on PGlite and node-postgres. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Opens PostgreSQL (DATABASE_URL) or PGlite. Drivers load on demand, so a server on PostgreSQL
 * never loads the embedded database's code.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
    });
    // Surface a bad URL or an unreachable server at start, not on the first request.
    const client = await pool.connect();
    client.release();
    return {
      kind: 'postgres',
      db: drizzle(pool, { schema }) as unknown as AppDb,
      location: redactUrl(options.databaseUrl),
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir === undefined || options.dataDir === 'memory';
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (!inMemory && options.dataDir) {
    // One owner per folder, taken before anything reads or migrates it.
    lock = acquireDataDirLock(options.dataDir, options.role ?? 'process');
    dir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
  }
  try {
    return await openPglite(dir, options.pgliteSharedBuffers, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPglite(
  dir: string | undefined,
  sharedBuffers: string | undefined,
  lock: DataDirLock | undefined,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  const startParams =
    sharedBuffers && defaults ? [...defaults, '-c', `shared_buffers=${sharedBuffers}`] : undefined;
  // pg_trgm for the trigram search index where this PGlite build can load it; else the search
  // scans search_text (migration 0002 skips the index).
  const trigram = await import('@electric-sql/pglite/contrib/pg_trgm').then(
    (m) => ({ pg_trgm: m.pg_trgm }),
    () => undefined,
  );
  const client = await PGlite.create(dir, {
    ...(startParams ? { startParams } : {}),
    ...(trigram ? { extensions: trigram } : {}),
  });
  const database = await wrapPglite(client, dir ?? 'memory');
  if (!lock) return database;
  return {
    ...database,
    lock,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** A Database over an open PGlite client (e.g. a clone made in tests). */
export async function wrapPglite(client: PGlite, location: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return {
    kind: 'pglite',
    db: drizzle(client, { schema }) as unknown as AppDb,
    location,
    close: () => client.close(),
    pglite: client,
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
