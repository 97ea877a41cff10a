import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/ (the package directory), whatever the working directory is. */
export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
export const WEB_ROOT = path.join(REPO_ROOT, 'web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');
export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'src', 'main.ts');
export const RESULTS_DIR = path.join(BENCH_ROOT, 'results');
