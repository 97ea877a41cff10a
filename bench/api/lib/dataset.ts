/**
 * A seeded database and the production server on it, as every API benchmark sets them up: PGlite
 * in a temporary DATA_DIR, or a temporary database next to BENCH_DATABASE_URL /
 * TEST_DATABASE_URL, seeded by the server's own seed command in its own process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { memoryOf, runServerScript, startApi, type RunningApi } from './server-process.ts';

export type Backend = 'pglite' | 'postgres';

export interface DataTarget {
  backend: Backend;
  /** What the server (and the seed command) need to open this database. */
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** The PostgreSQL server the benchmarks may create databases on, when one is configured. */
export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/**
 * The `--backend` option, checked: the backend and, for PostgreSQL, the server to create the
 * benchmark's database on (refused when none is configured).
 */
export function backendOption(value: string | undefined): { backend: Backend; pgUrl?: string } {
  if (value !== 'postgres' && value !== 'pglite') throw new Error('--backend: pglite or postgres');
  const pgUrl = benchPostgresUrl();
  if (value === 'postgres' && !pgUrl)
    throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL (or --backend pglite)');
  return { backend: value, pgUrl };
}

async function pgAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database: a temporary DATA_DIR, or a temporary database on the PostgreSQL server. */
export async function dataTarget(
  backend: Backend,
  pgUrl: string | undefined,
  label: string,
): Promise<DataTarget> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), `bench-api-${label}-`));
    return {
      backend,
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  if (!pgUrl) throw new Error('no PostgreSQL URL');
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  await pgAdmin(pgUrl, `create database "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    backend,
    env: { DATABASE_URL: url.toString() },
    dispose: () => pgAdmin(pgUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Seeds `count` sample projects (npm run db:seed -- --count N); returns the seconds it took. */
export async function seed(target: DataTarget, count: number): Promise<number> {
  const started = performance.now();
  await runServerScript('src/cli/seed.ts', ['--count', String(count)], target.env);
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Runs `fn` against the production server on the target: no seeding at start, the summary cache
 * off (SUMMARY_CACHE_MAX=0), a rate limit that does not interfere, no web build.
 */
export async function withServer<T>(
  target: DataTarget,
  fn: (api: RunningApi) => Promise<T>,
): Promise<T> {
  const api = await startApi({
    ...target.env,
    SEED_ON_START: 'false',
    SUMMARY_CACHE_MAX: '0',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST: path.join(os.tmpdir(), 'bench-api-no-web-build'),
  });
  try {
    return await fn(api);
  } finally {
    await api.stop();
  }
}

/** Resident memory of the server in MB (VmRSS), rounded. */
export async function idleRss(pid: number): Promise<number | null> {
  const m = await memoryOf(pid);
  return m ? Math.round(m.rssMb) : null;
}

/** The ETag a URL answers with (throws when there is none). */
export async function etagOf(url: string): Promise<string> {
  const res = await fetch(url);
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`no ETag from ${url}`);
  return etag;
}

/** The 1-, 5- and 15-minute load averages, to two decimals. */
export function loadAverage(): number[] {
  return os.loadavg().map((l) => Math.round(l * 100) / 100);
}
