import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/ whatever the working directory is. */
export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');
export const RESULTS_FILE = path.join(BENCH_ROOT, 'results', 'api.json');
