import { openDatabase, type Database, type DatabaseOptions } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isUnseeded, seedSample } from './seed/seed.ts';

export interface PrepareOptions extends DatabaseOptions {
  /** Seed the sample when the database is empty. */
  seedIfEmpty?: boolean;
  seedCount?: number;
  log?: (message: string) => void;
}

/** Opens the database, applies migrations and seeds the sample on first start. */
export async function prepareDatabase(options: PrepareOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    if (options.seedIfEmpty !== false && (await isUnseeded(database.db))) {
      const started = Date.now();
      const result = await seedSample(database.db, { count: options.seedCount });
      options.log?.(`seeded ${result.total} sample projects in ${Date.now() - started} ms`);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
