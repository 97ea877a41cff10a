import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/** npm run db:migrate: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    role: 'migrate',
  });
  try {
    await runMigrations(database);
    console.log(`migrations applied to ${database.kind} (${database.location})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
