/**
 * Peak memory of reading an XLSX "zip bomb" (1.5 MB of zip, 540 MB of shared strings), with and
 * without the expansion check the import runs first (server/src/db/import/xlsx-limits.ts).
 * Each reading runs in its own process with the server's heap cap (--max-old-space-size=512);
 * the parent samples its resident memory (VmHWM) from /proc.
 *
 *   cd bench && node --import tsx api/xlsx-bomb.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const [, , role, mode, file] = process.argv;

async function child(): Promise<void> {
  const { openXlsxRows } = await import('../../server/src/db/import/read-table.ts');
  const { checkXlsxExpansion } = await import('../../server/src/db/import/xlsx-limits.ts');
  if (!file) throw new Error('no file');
  try {
    if (mode === 'checked') await checkXlsxExpansion(file);
    const { rows } = await openXlsxRows(file);
    let n = 0;
    for await (const _row of rows) n += 1;
    console.log(`read ${n} rows`);
  } catch (error) {
    console.log(`refused: ${(error as Error).message}`);
  }
}

function peakOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function run(which: 'unchecked' | 'checked', bomb: string) {
  const started = Date.now();
  const proc = spawn(
    process.execPath,
    ['--max-old-space-size=512', '--import', 'tsx', here, 'child', which, bomb],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, peakOf(proc.pid ?? 0));
  }, 50);
  const killer = setTimeout(() => proc.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
  clearInterval(timer);
  clearTimeout(killer);
  const last = out.trim().split('\n').slice(-1)[0] ?? '';
  return {
    which,
    exitCode: code,
    seconds: (Date.now() - started) / 1000,
    peakMB: Math.round(peak),
    said: last.slice(0, 160),
  };
}

async function main(): Promise<void> {
  const { writeXlsxBomb } = await import('../../server/test/xlsx-bomb.ts');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-bomb-bench-'));
  try {
    const bomb = path.join(dir, 'bomb.xlsx');
    const made = await writeXlsxBomb(bomb, { sharedStringBytes: 540e6 });
    console.log(
      `bomb: ${(made.bytes / 1e6).toFixed(2)} MB, expands to ${Math.round(made.expandsTo / 1e6)} MB`,
    );
    for (const which of ['checked', 'unchecked'] as const) console.log(await run(which, bomb));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await (role === 'child' ? child() : main());
