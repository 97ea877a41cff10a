import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './paths.ts';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  cwd = REPO_ROOT,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds the web app the way the root scripts do (npm run build -w web), optionally into another
 * folder and with hidden source maps (.map files without a sourceMappingURL comment, so the
 * JavaScript is byte for byte what a plain build produces).
 */
export async function buildWeb(
  outDir?: string,
  options: { hiddenSourceMaps?: boolean } = {},
): Promise<void> {
  const extra = outDir ? ['--outDir', outDir, '--emptyOutDir'] : [];
  if (options.hiddenSourceMaps) extra.push('--sourcemap', 'hidden');
  const args = ['run', 'build', '-w', 'web', ...(extra.length ? ['--', ...extra] : [])];
  console.log(`> npm ${args.join(' ')}`);
  const code = await run('npm', args);
  if (code !== 0) throw new Error(`npm run build -w web failed with exit code ${code}`);
}

/** Writes bench/results/<name> as formatted JSON and returns its path relative to the repo. */
export async function writeResult(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(REPO_ROOT, file);
}
