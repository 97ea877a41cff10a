import fs from 'node:fs/promises';
import type { Database } from './client.ts';

/**
 * The database's disk cannot take writes: full (or over quota), or mounted read-only. Reads go
 * on, so the server keeps serving; writes are refused with a message saying so (507, 503), the
 * health check reports it, and a start that fails on it says so in one line.
 */
export interface StorageProblem {
  kind: 'full' | 'read-only';
  /** What the system said, for the log. */
  detail: string;
}

/** Emscripten's errno numbers, which the embedded database's file system reports. */
const EMSCRIPTEN_ERRNO: Record<number, StorageProblem['kind']> = {
  51: 'full',
  19: 'full',
  69: 'read-only',
};

function classify(error: unknown): StorageProblem | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  const detail = message.slice(0, 300) || String(e.code ?? e.errno ?? 'storage error');
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100')
    return { kind: 'full', detail };
  if (e.code === 'EROFS') return { kind: 'read-only', detail };
  if (e.name === 'ErrnoError' && typeof e.errno === 'number' && EMSCRIPTEN_ERRNO[e.errno]) {
    return { kind: EMSCRIPTEN_ERRNO[e.errno] as StorageProblem['kind'], detail };
  }
  if (/no space left on device|could not extend file|disk quota exceeded/i.test(message)) {
    return { kind: 'full', detail };
  }
  if (/read-only file system/i.test(message)) return { kind: 'read-only', detail };
  return undefined;
}

/** The storage problem behind an error (its causes are looked through), if it is one. */
export function storageProblem(error: unknown): StorageProblem | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const found = classify(current);
    if (found) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a refused write says to its client. */
export function storageMessage(problem: StorageProblem): string {
  return problem.kind === 'full'
    ? "The server's disk is full: nothing was written. Try again once space has been freed."
    : "The server's data folder is read-only: nothing was written. Try again once it is writable.";
}

/** HTTP status of a refused write: 507 Insufficient Storage, or 503 for a read-only disk. */
export function storageStatus(problem: StorageProblem): 507 | 503 {
  return problem.kind === 'full' ? 507 : 503;
}

/** How long a failed write keeps the health check reporting it (a later probe may clear it). */
export const FAILURE_MEMORY_MS = 60_000;
/** Free space under which the embedded database's folder counts as full. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

const lastFailure = new WeakMap<Database, { problem: StorageProblem; at: number }>();

/** Remembers that a write failed on this database's storage (for the health check). */
export function noteStorageFailure(database: Database, problem: StorageProblem): void {
  lastFailure.set(database, { problem, at: Date.now() });
}

/**
 * Whether writes can succeed now: the embedded database's folder is probed (writable, free
 * space), and any database reports a storage failure of the last minute.
 */
export async function writeHealth(
  database: Database,
  probe: { statfs?: typeof fs.statfs; access?: typeof fs.access } = {},
): Promise<StorageProblem | undefined> {
  if (database.kind === 'pglite' && database.location !== 'memory') {
    const access = probe.access ?? fs.access;
    const statfs = probe.statfs ?? fs.statfs;
    try {
      await access(database.location, fs.constants.W_OK);
      const stats = await statfs(database.location);
      const free = Number(stats.bavail) * Number(stats.bsize);
      if (free < MIN_FREE_BYTES) {
        return {
          kind: 'full',
          detail: `${Math.round(free / 1024)} KB free in ${database.location}`,
        };
      }
    } catch (error) {
      const problem = storageProblem(error);
      if (problem) return problem;
    }
  }
  const failure = lastFailure.get(database);
  if (failure && Date.now() - failure.at < FAILURE_MEMORY_MS) return failure.problem;
  return undefined;
}

/**
 * One line for a start that failed on its storage, naming where the data lives and the cause;
 * undefined for any other failure.
 */
export function startupStorageMessage(
  error: unknown,
  where: { dataDir?: string | undefined; databaseUrl?: string | undefined },
): string | undefined {
  const problem = storageProblem(error);
  if (!problem) return undefined;
  const place = where.databaseUrl
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `DATA_DIR (${where.dataDir ?? 'data'})`;
  const cause =
    problem.kind === 'full'
      ? 'is on a full disk (no space left on device)'
      : 'is on a read-only file system';
  return `error: cannot start: ${place} ${cause}; ${problem.kind === 'full' ? 'free some space' : 'make it writable or set DATA_DIR to a writable folder'} and start again`;
}
