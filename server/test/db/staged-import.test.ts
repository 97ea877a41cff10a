import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { ProjectInput } from '../../src/db/project-input.ts';
import { generateProjects } from '../../src/db/seed/generator.ts';
import { seedSample } from '../../src/db/seed/seed.ts';
import { upsertProjects } from '../../src/db/writer/upsert-projects.ts';
import { freshPglite } from '../helper.ts';
import type { Database } from '../../src/db/client.ts';

/** The answer of a read, or 'still waiting' when it has not come after `ms`. */
async function answered<T>(read: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('an import on the embedded database', () => {
  let database: Database;
  let incoming: ProjectInput[];

  beforeAll(async () => {
    database = await freshPglite();
    await seedSample(database.db, { count: 50 });
    incoming = [...generateProjects({ count: 600, seed: 'staged' })].map((p) => ({
      ...p,
      code: `NEW-${p.code}`,
      isSample: false,
    }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets other queries run while its rows are read and checked, and writes them all at once', async () => {
    const reads: Array<number | 'still waiting'> = [];
    const db = database.db;
    async function* rows() {
      for (const [i, project] of incoming.entries()) {
        // A reader arriving half-way through the file: before, it waited for the whole import
        // (the transaction held the database), and the import waited for this row.
        if (i % 200 === 100) {
          const read = queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects`);
          const got = await answered(read, 20_000);
          reads.push(got === 'still waiting' ? got : (got[0]?.n ?? -1));
        }
        yield project;
      }
    }
    const result = await upsertProjects(db, rows(), { chunkSize: 50, stageFirst: true });
    // Every reader was answered, and saw none of the import's rows (all or nothing).
    expect(reads).toEqual([50, 50, 50]);
    expect(result).toMatchObject({ inserted: 600, updated: 0, total: 650 });
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from projects`,
    );
    expect(count?.n).toBe(650);
    // The temporary table is gone.
    const stages = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_class where relname like 'import_stage_%'`,
    );
    expect(stages[0]?.n).toBe(0);
  });

  it('writes nothing when the file fails part way through', async () => {
    async function* failing() {
      yield* incoming.slice(0, 120).map((p) => ({ ...p, code: `FAIL-${p.code}` }));
      throw new Error('row 122 changed while the file was imported');
    }
    await expect(
      upsertProjects(database.db, failing(), { chunkSize: 50, stageFirst: true }),
    ).rejects.toThrow('row 122 changed');
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from projects where code like 'FAIL-%'`,
    );
    expect(count?.n).toBe(0);
  });
});
