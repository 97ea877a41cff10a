import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb, type Queryable } from '../client.ts';
import type { ProjectInput } from '../project-input.ts';

/** Reads the staged projects back, inside the writing transaction. */
export type StagedProjects = (tx: Queryable) => AsyncIterable<ProjectInput>;

/**
 * The embedded database runs one transaction at a time and every other query waits for it, so
 * reading and checking the file inside the transaction stalled every reader for the whole
 * import. The checked projects go to a temporary table first, a chunk per statement, with the
 * event loop turning between them (readers' queries run in between); `write` then reads them
 * back from there in its transaction, which is the database's own work only. The table is
 * dropped afterwards, whatever `write` did.
 */
export async function withStagedProjects<T>(
  db: AppDb,
  projects: Iterable<ProjectInput> | AsyncIterable<ProjectInput>,
  chunkSize: number,
  write: (staged: StagedProjects) => Promise<T>,
): Promise<T> {
  const stage = `import_stage_${randomBytes(6).toString('hex')}`;
  await db.execute(sql.raw(`create temp table ${stage} (n int primary key, data text not null)`));
  try {
    let chunks = 0;
    let chunk: ProjectInput[] = [];
    const put = async () => {
      await db.execute(
        sql`insert into ${sql.raw(stage)} (n, data) values (${chunks}, ${JSON.stringify(chunk)})`,
      );
      chunks += 1;
      chunk = [];
      await new Promise((resolve) => setImmediate(resolve));
    };
    for await (const project of projects) {
      chunk.push(project);
      if (chunk.length >= chunkSize) await put();
    }
    if (chunk.length > 0) await put();
    return await write((tx) =>
      (async function* staged() {
        for (let n = 0; n < chunks; n += 1) {
          const [row] = await queryRows<{ data: string }>(
            tx,
            sql`select data from ${sql.raw(stage)} where n = ${n}`,
          );
          yield* JSON.parse(row?.data ?? '[]') as ProjectInput[];
        }
      })(),
    );
  } finally {
    await db.execute(sql.raw(`drop table if exists ${stage}`));
  }
}
