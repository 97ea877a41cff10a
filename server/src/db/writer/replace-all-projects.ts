import { sql } from 'drizzle-orm';
import type { AppDb } from '../client.ts';
import type { ProjectInput } from '../project-input.ts';
import { finishWrite, maintain, type WriteResult } from './finish-write.ts';
import { insertProjectChunk, PROJECT_CHUNK } from './project-rows.ts';
import { writeReferenceData } from './reference-data.ts';

/**
 * Replaces every project with the given ones (the seed), in one transaction: reference data,
 * projects, progress readings, defects, then the rollups and the data version.
 */
export async function replaceAllProjects(
  db: AppDb,
  projects: Iterable<ProjectInput>,
  options: { datasetName?: string } = {},
): Promise<WriteResult> {
  const result = await db.transaction(async (tx) => {
    await writeReferenceData(tx);
    await tx.execute(sql`delete from defects`);
    await tx.execute(sql`delete from progress_readings`);
    await tx.execute(sql`delete from projects`);
    await tx.execute(sql`delete from search_words`);
    let chunk: ProjectInput[] = [];
    let count = 0;
    for (const project of projects) {
      chunk.push(project);
      if (chunk.length >= PROJECT_CHUNK) {
        await insertProjectChunk(tx, chunk, false);
        count += chunk.length;
        chunk = [];
      }
    }
    if (chunk.length > 0) await insertProjectChunk(tx, chunk, false);
    count += chunk.length;
    const dataVersion = await finishWrite(tx, options.datasetName);
    return { inserted: count, updated: 0, total: count, dataVersion };
  });
  await maintain(db);
  return result;
}
