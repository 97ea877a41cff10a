import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // Workers keep module state between files so that test/helper.ts can reuse PGlite instances.
    isolate: false,
    // One worker: PGlite start-up (WebAssembly compilation) is CPU-bound and happens once per
    // worker; test/helper.ts then clones the migrated template for each database.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
