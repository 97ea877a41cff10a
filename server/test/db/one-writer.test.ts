import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockFileOf,
  readDataDirOwner,
} from '../../src/db/data-dir-lock.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GOOD = path.join(SERVER_DIR, 'test', 'fixtures', 'projects-good.csv');

/** A pid that certainly is not running: a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid ?? 999_999;
}

describe('data folder lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lets one holder in and names it to the next', () => {
    const lock = acquireDataDirLock(dir, 'server');
    lock.update({ url: 'http://127.0.0.1:4401' });
    let refusal: unknown;
    try {
      acquireDataDirLock(dir, 'import');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(
      `is in use by a running server (pid ${process.pid}`,
    );
    expect((refusal as Error).message).toContain('listening on http://127.0.0.1:4401');
    expect(readDataDirOwner(dir)?.role).toBe('server');
    lock.release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    expect(readDataDirOwner(dir)).toBeUndefined();
    acquireDataDirLock(dir, 'seed').release();
  });

  it('takes over a lock left by a process that died', async () => {
    const pid = await deadPid();
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid, hostname: os.hostname(), role: 'server', startedAt: 'earlier' }),
    );
    expect(readDataDirOwner(dir)).toBeUndefined();
    const lock = acquireDataDirLock(dir, 'server');
    expect(lock.owner.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process, or is from before a reboot', () => {
    // This process's parent is alive but started at another time than the lock says.
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({
        pid: process.ppid,
        processStart: '1',
        hostname: os.hostname(),
        role: 'server',
        startedAt: 'earlier',
      }),
    );
    acquireDataDirLock(dir, 'server').release();
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({
        pid: process.ppid,
        bootId: 'another-boot',
        hostname: os.hostname(),
        role: 'server',
        startedAt: 'earlier',
      }),
    );
    acquireDataDirLock(dir, 'server').release();
  });
});

interface Run {
  child: ChildProcess;
  out: () => string;
  exit: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, out: () => out, exit };
}

async function serverUrl(dataDir: string, server: Run): Promise<string> {
  for (let i = 0; i < 1200; i += 1) {
    const url = readDataDirOwner(dataDir)?.url;
    if (url) return url;
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.out()}`);
}

async function total(url: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/projects?limit=1`);
  return ((await res.json()) as { total: number }).total;
}

describe('one writer on the embedded database (processes)', () => {
  let dataDir: string;
  const running: Run[] = [];
  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_COUNT: '30',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const start = (script: string, args: string[] = []) => {
    const r = run(script, args, env());
    running.push(r);
    return r;
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-writer-'));
  });
  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server and an import while a server holds the folder; nothing is lost', async () => {
    const first = start('src/main.ts');
    const url = await serverUrl(dataDir, first);
    expect(await total(url)).toBe(30);
    const migrationsBefore = fs.statSync(path.join(dataDir, 'pglite')).mtimeMs;

    const second = start('src/main.ts');
    expect(await second.exit).toBe(1);
    expect(second.out()).toContain(`is in use by a running server (pid ${first.child.pid}`);
    expect(second.out()).toContain(`listening on ${url}`);
    expect(second.out()).not.toContain('database ready');
    expect(fs.statSync(path.join(dataDir, 'pglite')).mtimeMs).toBe(migrationsBefore);

    const refused = start('src/cli/import.ts', [GOOD]);
    expect(await refused.exit).toBe(3);
    expect(refused.out()).toContain(
      `Not imported: the embedded database in ${dataDir} is held by the server running as pid ${first.child.pid} on ${url}`,
    );
    expect(await total(url)).toBe(30);

    // The server dies without releasing its lock: the import recovers the stale lock.
    first.child.kill('SIGKILL');
    await first.exit;
    const imported = start('src/cli/import.ts', [GOOD]);
    expect(await imported.exit).toBe(0);
    expect(imported.out()).toContain('imported 5 rows (5 new, 0 updated); 35 projects');

    const third = start('src/main.ts');
    const url3 = await serverUrl(dataDir, third);
    expect(await total(url3)).toBe(35);
    const meta = (await (await fetch(`${url3}/api/v1/projects/summary`)).json()) as {
      totals: { projects: number };
    };
    expect(meta.totals.projects).toBe(35);
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
