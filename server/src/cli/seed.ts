import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { seedSample } from '../db/seed/seed.ts';
import { prepareDatabase } from '../db/setup.ts';

/**
 * npm run db:seed [-- --count 100000] [--seed TEXT]
 * Replaces every project with the deterministic sample (count from --count, else SEED_COUNT).
 * From the repository root the nested `npm run` turns `--count 100000` into an npm flag and a
 * bare argument; both are understood, as is `npm run db:seed -- 100000`.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { count: { type: 'string' }, seed: { type: 'string' } },
  });
  const env = loadEnv();
  const fromNpm = [positionals[0], env.npm_config_count].find(
    (v) => v !== undefined && /^\d+$/.test(v),
  );
  const given = values.count ?? fromNpm;
  const count = given === undefined ? env.SEED_COUNT : Number(given);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`--count must be a whole number, got ${values.count}`);
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    role: 'seed',
    seedIfEmpty: false,
  });
  try {
    const started = Date.now();
    const result = await seedSample(database.db, {
      count,
      ...(values.seed ? { seed: values.seed } : {}),
    });
    console.log(
      `seeded ${result.total} sample projects into ${database.kind} (${database.location}) in ${Date.now() - started} ms; ` +
        `data version ${result.dataVersion}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
