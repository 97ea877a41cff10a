import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEB_DIST } from './paths.ts';
import { buildWeb } from './process.ts';

export interface Dist {
  /** Absolute path of the build being measured. */
  dir: string;
  /** True when this run built it (into a private folder, with hidden source maps). */
  built: boolean;
  /** Removes the folder when this run created it. */
  dispose(): Promise<void>;
}

/**
 * The build to measure. By default a fresh build in a private temporary folder: web/dist is
 * shared with everyone else's builds and tests, and a rebuild there in the middle of a
 * measurement would swap the files under the server. With build=false, `dir` (or web/dist) is
 * measured as it is.
 */
export async function prepareDist(options: { build: boolean; dir?: string }): Promise<Dist> {
  if (!options.build) {
    const dir = path.resolve(options.dir ?? WEB_DIST);
    if (!existsSync(path.join(dir, 'index.html')))
      throw new Error(`${dir}/index.html is missing: build the web app first.`);
    return { dir, built: false, dispose: async () => {} };
  }
  const owned = options.dir === undefined;
  const dir = options.dir
    ? path.resolve(options.dir)
    : await mkdtemp(path.join(tmpdir(), 'portal-bench-dist-'));
  const dispose = async () => {
    if (owned) await rm(dir, { recursive: true, force: true });
  };
  try {
    await buildWeb(dir, { hiddenSourceMaps: true });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { dir, built: true, dispose };
}
