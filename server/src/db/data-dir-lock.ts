import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite) is a whole PostgreSQL inside one process, with its own page
 * cache and write-ahead log, and nothing in it stops a second process from opening the same
 * files. Two processes on one folder overwrite each other's pages: an import run next to a
 * running server reported success, yet after the server's next write and shutdown its rows were
 * gone and the rollups no longer matched the projects. So the data folder has one owner, recorded
 * in DATA_DIR/pglite.lock, taken before the database is opened (and before any migration) and
 * released when it is closed.
 *
 * The lock names its owner (process id, the process's start time, the machine), so a lock left
 * by a process that died is recognised and taken over, and a refusal can say who holds the folder
 * (and, for a server, where it listens: an import could later be sent there).
 */

export type LockRole = 'server' | 'import' | 'seed' | 'migrate' | 'process';

export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  processStart: string | null;
  /** Kernel boot id (Linux): a lock from before a reboot is stale. */
  bootId: string | null;
  hostname: string;
  role: LockRole;
  startedAt: string;
  /** Where a server listens, once it does. */
  url?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(describeRefusal(dataDir, owner));
    this.name = 'DataDirLockedError';
  }
}

const LOCK_NAME = 'pglite.lock';
/** Locks held by this process (a second open in the same process is refused too). */
const held = new Set<string>();

export function lockFileOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), LOCK_NAME);
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

const BOOT_ID = readText('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/<pid>/stat (start time), or null where /proc is not available. */
function processStartOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function selfOwner(role: LockRole): LockOwner {
  return {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    bootId: BOOT_ID,
    hostname: os.hostname(),
    role,
    startedAt: new Date().toISOString(),
  };
}

function parseOwner(text: string | null): LockOwner | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return undefined;
    return {
      pid: value.pid,
      processStart: value.processStart ?? null,
      bootId: value.bootId ?? null,
      hostname: value.hostname,
      role: value.role ?? 'process',
      startedAt: value.startedAt ?? 'unknown',
      ...(value.url ? { url: value.url } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner may still be running. Another machine (a shared network folder) cannot be
 * checked, so its lock counts as live.
 */
export function ownerIsAlive(owner: LockOwner, file: string): boolean {
  if (owner.hostname !== os.hostname()) return true;
  if (owner.bootId && BOOT_ID && owner.bootId !== BOOT_ID) return false;
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid exists; it is the owner only if it started when the owner did.
  const start = processStartOf(owner.pid);
  return !(start && owner.processStart && start !== owner.processStart);
}

function describeOwner(owner: LockOwner): string {
  const what =
    owner.role === 'server'
      ? 'a running server'
      : owner.role === 'process'
        ? 'another process'
        : `a running ${owner.role} command`;
  const where = owner.url ? `, listening on ${owner.url}` : '';
  const host = owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`;
  return `${what} (pid ${owner.pid}${host}, since ${owner.startedAt}${where})`;
}

function describeRefusal(dataDir: string, owner: LockOwner): string {
  const foreign =
    owner.hostname === os.hostname()
      ? ''
      : ` If that machine no longer runs it, delete ${lockFileOf(dataDir)}.`;
  return (
    `The embedded database in ${path.join(dataDir, 'pglite')} is in use by ${describeOwner(owner)}. ` +
    `Only one process may open it at a time: two would overwrite each other's writes. Stop that ` +
    `process first, use another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several server ` +
    `copies and imports side by side.${foreign}`
  );
}

/** The live owner of a data folder, if any (a stale lock reads as none). */
export function readDataDirOwner(dataDir: string): LockOwner | undefined {
  const file = lockFileOf(dataDir);
  const owner = parseOwner(readText(file));
  return owner && ownerIsAlive(owner, file) ? owner : undefined;
}

export interface DataDirLock {
  file: string;
  owner: LockOwner;
  /** Records more about the owner (a server's address once it listens). */
  update(details: { url?: string }): void;
  release(): void;
}

/**
 * Takes the data folder for this process or throws DataDirLockedError naming the owner. The lock
 * file appears complete or not at all (written aside, then hard-linked into place, which fails
 * if a lock exists). A stale lock is moved aside and the take retried.
 */
export function acquireDataDirLock(dataDir: string, role: LockRole): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = lockFileOf(dir);
  const owner = selfOwner(role);
  const write = (value: LockOwner) => {
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(value)}\n`);
    return tmp;
  };

  for (let attempt = 0; attempt < 5; attempt += 1) {
    const tmp = write(owner);
    try {
      fs.linkSync(tmp, file);
      fs.unlinkSync(tmp);
      held.add(file);
      let current = owner;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        process.off('exit', release);
        // Only our own lock is removed.
        if (parseOwner(readText(file))?.startedAt === current.startedAt) {
          fs.rmSync(file, { force: true });
        }
      };
      process.on('exit', release);
      return {
        file,
        get owner() {
          return current;
        },
        update(details) {
          if (released) return;
          current = { ...current, ...details };
          const next = write(current);
          fs.renameSync(next, file);
        },
        release,
      };
    } catch (error) {
      fs.rmSync(tmp, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readText(file);
    const existing = parseOwner(text);
    if (existing && ownerIsAlive(existing, file)) throw new DataDirLockedError(dir, existing);
    // Stale (or unreadable): move it aside. Only one of several starting processes wins the
    // rename; if what was moved is not what was judged stale, it is put back.
    const aside = `${file}.stale.${process.pid}.${Date.now()}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    if (readText(aside) !== text) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // Someone else holds it now; the next attempt reports them.
      }
    }
    fs.rmSync(aside, { force: true });
  }
  const last = parseOwner(readText(file));
  if (last) throw new DataDirLockedError(dir, last);
  throw new Error(`could not lock ${file}`);
}
