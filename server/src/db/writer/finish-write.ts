import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb, type Queryable } from '../client.ts';
import { DATA_VERSION_CHANNEL } from '../notify.ts';
import { AFTER_WRITE_MAINTENANCE, rebuildRollupStatements } from '../rollup-sql.ts';

/**
 * What every write of projects ends with, inside its transaction: the search words, the rollups
 * and the data version (announced to every server copy); then, after the commit, the tables'
 * upkeep.
 */

export interface WriteResult {
  inserted: number;
  updated: number;
  total: number;
  dataVersion: string;
}

/**
 * Words of the projects written in this transaction (updated_at is the transaction's start) join
 * the search's word list. Words no project holds any more stay listed: a search led to one
 * finds nothing by it, and a seed (which replaces everything) starts the list again.
 */
async function addSearchWords(tx: Queryable): Promise<void> {
  await tx.execute(sql`
    insert into search_words (word)
    select distinct w from projects p, regexp_split_to_table(p.search_text, '[^[:alpha:]]+') as w
    where p.updated_at >= now() and length(w) >= 5
    on conflict (word) do nothing`);
}

/** Rebuilds the rollups and bumps the data version (inside the writing transaction). */
export async function finishWrite(tx: Queryable, datasetName: string | undefined): Promise<string> {
  await addSearchWords(tx);
  for (const statement of rebuildRollupStatements()) await tx.execute(statement);
  const token = randomBytes(6).toString('hex');
  const [counts] = await queryRows<{ total: number; sample: number }>(
    tx,
    sql`select count(*)::int as total, (count(*) filter (where is_sample))::int as sample from projects`,
  );
  const total = counts?.total ?? 0;
  const sample = counts?.sample ?? 0;
  const name =
    datasetName ??
    (sample === 0
      ? 'Makueni County projects'
      : sample === total
        ? 'Sample data'
        : 'Makueni County projects (with sample data)');
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`insert into data_meta (id, version, token, dataset_name, sample_count, project_count, updated_at)
        values (1, 1, ${token}, ${name}, ${sample}, ${total}, now())
        on conflict (id) do update set version = data_meta.version + 1, token = excluded.token,
          dataset_name = excluded.dataset_name, sample_count = excluded.sample_count,
          project_count = excluded.project_count, updated_at = now()
        returning version`,
  );
  const version = `${row?.version ?? 1}-${token}`;
  // Delivered to every listening server copy when the transaction commits (see db/notify.ts).
  await tx.execute(sql`select pg_notify(${DATA_VERSION_CHANNEL}, ${version})`);
  return version;
}

/** After a seed or an import has committed: the tables' upkeep. */
export async function maintain(db: AppDb): Promise<void> {
  for (const statement of AFTER_WRITE_MAINTENANCE) await db.execute(sql.raw(statement));
}
