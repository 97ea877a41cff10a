import { sql } from 'drizzle-orm';
import { queryRows, type AppDb, type Queryable } from '../client.ts';
import type { ProjectInput } from '../project-input.ts';
import { finishWrite, maintain, type WriteResult } from './finish-write.ts';
import { withStagedProjects } from './import-staging.ts';
import { insertProjectChunk, PROJECT_CHUNK, type KeepableColumn } from './project-rows.ts';
import { writeReferenceData } from './reference-data.ts';

export interface UpsertOptions {
  /** Remove the sample projects first (a county loading its own data). */
  dropSample?: boolean;
  /** Projects per statement (tests use small chunks). */
  chunkSize?: number;
  /**
   * The embedded database only: the projects are put in a temporary table before the one
   * writing transaction, so that reading and checking them does not hold every reader back.
   */
  stageFirst?: boolean;
  /** Fields the file has no column for: existing projects keep them as stored. */
  keepColumns?: readonly KeepableColumn[];
  /**
   * Called first inside the transaction, before anything is written (a staff import copies the
   * public fields here, to say in each project's history what it changed).
   */
  beforeWrite?: (tx: Queryable) => Promise<void>;
  /** Called after each chunk is written, inside the transaction (tests inject faults here). */
  afterChunk?: (written: number) => void | Promise<void>;
  /**
   * Called last inside the transaction, with the result (the audit row of a staff import is
   * written here, so it commits or rolls back with the rows).
   */
  beforeCommit?: (tx: Queryable, result: WriteResult) => Promise<void>;
}

/**
 * Inserts new codes and updates existing ones in one transaction, reading the projects as they
 * come (an import streams them from the file): one chunk of projects is held at a time. With
 * dropSample, sample projects are removed first. Any failure rolls everything back: projects,
 * rollups and data version stay as they were.
 */
export async function upsertProjects(
  db: AppDb,
  projects: Iterable<ProjectInput> | AsyncIterable<ProjectInput>,
  options: UpsertOptions = {},
): Promise<WriteResult> {
  const chunkSize = options.chunkSize ?? PROJECT_CHUNK;
  if (!options.stageFirst) return upsertInOneTransaction(db, () => projects, options, chunkSize);
  return withStagedProjects(db, projects, chunkSize, (staged) =>
    upsertInOneTransaction(db, staged, options, chunkSize),
  );
}

async function upsertInOneTransaction(
  db: AppDb,
  source: (tx: Queryable) => Iterable<ProjectInput> | AsyncIterable<ProjectInput>,
  options: UpsertOptions,
  chunkSize: number,
): Promise<WriteResult> {
  const result = await db.transaction(async (tx) => {
    const projects = source(tx);
    await writeReferenceData(tx);
    await options.beforeWrite?.(tx);
    if (options.dropSample) await tx.execute(sql`delete from projects where is_sample`);
    let written = 0;
    let updated = 0;
    const writeChunk = async (chunk: ProjectInput[]) => {
      const codes = JSON.stringify(chunk.map((p) => p.code));
      const [existing] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from projects where code in (select json_array_elements_text(${codes}::json))`,
      );
      updated += existing?.n ?? 0;
      await insertProjectChunk(tx, chunk, true, options.keepColumns);
      // Latest progress from the full history of the projects touched.
      await tx.execute(sql`
        update projects p set progress = r.percent, progress_date = r.reading_date
        from (
          select distinct on (pr.project_id) pr.project_id, pr.percent, pr.reading_date
          from progress_readings pr join projects q on q.id = pr.project_id
          where q.code in (select json_array_elements_text(${codes}::json))
          order by pr.project_id, pr.reading_date desc
        ) r
        where p.id = r.project_id
          and (p.progress, p.progress_date) is distinct from (r.percent, r.reading_date)`);
      written += chunk.length;
      await options.afterChunk?.(written);
    };
    let chunk: ProjectInput[] = [];
    for await (const project of projects) {
      chunk.push(project);
      if (chunk.length >= chunkSize) {
        await writeChunk(chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) await writeChunk(chunk);
    const dataVersion = await finishWrite(tx, undefined);
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from projects`,
    );
    const outcome: WriteResult = {
      inserted: written - updated,
      updated,
      total: count?.total ?? 0,
      dataVersion,
    };
    await options.beforeCommit?.(tx, outcome);
    return outcome;
  });
  await maintain(db);
  return result;
}
