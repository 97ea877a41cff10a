import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boostSession } from './host.ts';
import { REPO_ROOT, SERVER_MAIN, WEB_DIST, WEB_ROOT } from './paths.ts';

export type ServerKind = 'production' | 'preview' | 'external';
export type ServerChoice = 'auto' | 'production' | 'preview';

export interface RunningServer {
  kind: ServerKind;
  baseUrl: string;
  /** Stops the process this module started (nothing for an external server). */
  stop(): Promise<void>;
  /** Gives the server's session a larger CPU share on a busy host (see boostSession); false if not possible. */
  boost(): boolean;
}

export interface ServerOptions {
  /** Use a server that is already running at this address instead of starting one. */
  baseUrl?: string;
  /** auto: the production server when server/src/main.ts exists, else `vite preview`. */
  choice?: ServerChoice;
  port?: number;
  previewPort?: number;
  startTimeoutMs?: number;
  /** The build to serve (default web/dist). */
  dist?: string;
  log?: (line: string) => void;
}

export const PRODUCTION_PORT = 4390;
export const PREVIEW_PORT = 4391;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return undefined;
  }
}

/** Keeps the last lines a child printed, to explain a failed start. */
function tail(child: ChildProcess, max = 60): () => string {
  const lines: string[] = [];
  const push = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > max) lines.splice(0, lines.length - max);
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return () => lines.join('\n');
}

/**
 * Starts a child in its own process group so that stopping it also stops what npx/tsx start under
 * it; the group is addressed by the child's own pid, never by name.
 */
function startGroup(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): ChildProcess {
  return spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole group (npx, tsx and the server under them) and waits until none is left. */
async function stopGroup(child: ChildProcess, graceMs = 15_000): Promise<void> {
  killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(child) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child)) {
    killGroup(child, 'SIGKILL');
    while (groupAlive(child) && Date.now() < deadline + 3000) await sleep(100);
  }
}

async function removeDir(dir: string, log: (line: string) => void): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    log(`could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Makes sure an interrupted run does not leave the server behind. */
function stopOnExit(child: ChildProcess): () => void {
  const onExit = () => killGroup(child, 'SIGKILL');
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup(child, 'SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

async function waitUntilReady(
  child: ChildProcess,
  urls: string[],
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    for (const url of urls) if ((await status(url)) === 200) return;
    await sleep(500);
  }
  throw new Error(
    `The server did not answer ${urls.join(' or ')} within ${timeoutMs / 1000} s:\n${output()}`,
  );
}

async function ensurePortFree(baseUrl: string): Promise<void> {
  if ((await status(baseUrl)) !== undefined) {
    throw new Error(
      `Something already answers at ${baseUrl}. Stop it, pick another port (--port), or measure it with --base-url ${baseUrl}.`,
    );
  }
}

async function startProduction(
  opts: ServerOptions,
  log: (line: string) => void,
): Promise<RunningServer> {
  const port = opts.port ?? PRODUCTION_PORT;
  const baseUrl = `http://127.0.0.1:${port}`;
  await ensurePortFree(baseUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  log(`starting the production server (server/src/main.ts) on ${baseUrl}, DATA_DIR=${dataDir}`);
  const child = startGroup('npx', ['tsx', 'server/src/main.ts'], REPO_ROOT, {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.resolve(opts.dist ?? WEB_DIST),
  });
  const output = tail(child);
  const release = stopOnExit(child);
  const started = Date.now();
  try {
    await waitUntilReady(
      child,
      [`${baseUrl}/api/health`, `${baseUrl}/api/v1/meta`],
      opts.startTimeoutMs ?? 240_000,
      output,
    );
  } catch (error) {
    await stopGroup(child);
    release();
    await removeDir(dataDir, log);
    throw error;
  }
  log(`production server ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    kind: 'production',
    baseUrl,
    boost: () => child.pid !== undefined && boostSession(child.pid),
    async stop() {
      await stopGroup(child);
      release();
      await removeDir(dataDir, log);
    },
  };
}

async function startPreview(
  opts: ServerOptions,
  log: (line: string) => void,
): Promise<RunningServer> {
  const port = opts.previewPort ?? PREVIEW_PORT;
  const baseUrl = `http://127.0.0.1:${port}`;
  await ensurePortFree(baseUrl);
  log(
    `starting vite preview on ${baseUrl} (NOT the production server: figures are for development only)`,
  );
  const args = [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    path.resolve(opts.dist ?? WEB_DIST),
  ];
  const child = startGroup('npx', args, WEB_ROOT, process.env);
  const output = tail(child);
  const release = stopOnExit(child);
  try {
    await waitUntilReady(child, [`${baseUrl}/`], opts.startTimeoutMs ?? 60_000, output);
  } catch (error) {
    await stopGroup(child);
    release();
    throw error;
  }
  return {
    kind: 'preview',
    baseUrl,
    boost: () => child.pid !== undefined && boostSession(child.pid),
    async stop() {
      await stopGroup(child);
      release();
    },
  };
}

/** Starts (or adopts) the server that serves web/dist; see ServerOptions. */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => console.log(`[server] ${line}`));
  if (opts.baseUrl) {
    const baseUrl = opts.baseUrl.replace(/\/+$/, '');
    const code = await status(`${baseUrl}/`);
    if (code !== 200) throw new Error(`${baseUrl}/ answered ${code ?? 'nothing'}, expected 200.`);
    // run-all starts the server once and says what it is.
    const announced = process.env.BENCH_SERVER_KIND;
    const kind: ServerKind =
      announced === 'production' || announced === 'preview' ? announced : 'external';
    return { kind, baseUrl, stop: async () => {}, boost: () => false };
  }
  const dist = path.resolve(opts.dist ?? WEB_DIST);
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      `${dist}/index.html is missing: build the web app first (npm run build -w web).`,
    );
  }
  const choice = opts.choice ?? 'auto';
  if (choice === 'production' || (choice === 'auto' && existsSync(SERVER_MAIN)))
    return startProduction(opts, log);
  if (choice === 'auto') log('server/src/main.ts does not exist yet; falling back to vite preview');
  return startPreview(opts, log);
}
