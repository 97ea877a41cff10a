import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../client.ts';
import type { WriteResult } from '../writer/finish-write.ts';
import { replaceAllProjects } from '../writer/replace-all-projects.ts';
import { generateProjects, SAMPLE_DATASET_NAME } from './generator.ts';

export const DEFAULT_SEED_COUNT = 2000;

/** Replaces all projects with the deterministic sample (idempotent for a given count and seed). */
export async function seedSample(
  db: AppDb,
  options: { count?: number; seed?: string } = {},
): Promise<WriteResult> {
  const count = options.count ?? DEFAULT_SEED_COUNT;
  return replaceAllProjects(
    db,
    generateProjects({ count, ...(options.seed ? { seed: options.seed } : {}) }),
    {
      datasetName: SAMPLE_DATASET_NAME,
    },
  );
}

/** True when the database has never been seeded or imported into. */
export async function isUnseeded(db: AppDb): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from data_meta`);
  return (rows[0]?.n ?? 0) === 0;
}
