/* global URL */
// Bundles the server and @app/common into dist/main.js for `npm start`. Running the bundle with
// plain node spares the production process tsx's loader thread and transformed sources (about
// 45 MB of resident memory); packages stay external and load from node_modules as usual. Tests,
// `dev`, the seed and import commands keep running the TypeScript sources through tsx.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The workspace package is TypeScript source: bundled, not loaded at run time.
  alias: { '@app/common': '../common/src' },
  logLevel: 'warning',
});
