import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from './paths.ts';

/** Runs a server script (TypeScript through tsx) to completion, output inherited. */
export function runServerScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApi {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

let prestart: Promise<void> | undefined;

/**
 * What `npm start` does in server/, without npm between us and the server: its `prestart` script
 * (the production bundle), once per benchmark run, then the arguments of `node` in its `start`
 * script (`node <flags> dist/main.js`), heap settings included, so that the measured process is
 * the server itself.
 */
export async function startCommandArgs(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    scripts?: { start?: string; prestart?: string };
  };
  if (pkg.scripts?.prestart) {
    prestart ??= new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'prestart'], {
        cwd: SERVER_ROOT,
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`npm run prestart exited with ${code}`)),
      );
    });
    await prestart;
  }
  const words = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  if (words[0] !== 'node' || words.length < 2) {
    throw new Error(`server start script is not a plain node command: ${pkg.scripts?.start}`);
  }
  return words.slice(1);
}

/**
 * Starts the production server (the command of `npm start`) on loopback and waits for
 * /api/health.
 */
export async function startApi(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, await startCommandArgs(), {
    cwd: SERVER_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready in 10 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (child.pid === undefined) throw new Error('server has no pid');
  const pid = child.pid;
  return {
    baseUrl,
    pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process in MB (VmRSS), and its peak since the last reset (VmHWM). */
export async function memoryOf(
  pid: number,
): Promise<{ rssMb: number; peakMb: number } | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Resets the peak resident size of a process (Linux: write 5 to clear_refs). */
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
