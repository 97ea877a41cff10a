import type { ProjectState } from '@app/common';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AppDb, type Queryable } from '../client.ts';
import { finishWrite } from './finish-write.ts';

/** The fields of one project that staff edit (PATCH /api/v1/projects/:code), as stored. */
export interface EditableProject {
  state: ProjectState;
  stalledReason: string | null;
  progress: number | null;
  progressDate: string | null;
  paid: number;
}

/** The project as an edit finds it: the editable fields and the figures they are checked against. */
export interface ProjectForEdit extends EditableProject {
  budget: number;
  contractSum: number | null;
}

/** What an edit changes; an absent field stays as it is. */
export interface ProjectEdit {
  state?: ProjectState;
  stalledReason?: string | null;
  /** A reading on a date that already has one replaces it. */
  progress?: { percent: number; date: string; note: string | null };
  paid?: number;
}

/** The data changed since the version the client read (HTTP 412). */
export class StaleWriteError extends Error {
  constructor(readonly currentVersion: string) {
    super('The data has changed since it was read');
    this.name = 'StaleWriteError';
  }
}

export interface EditResult {
  before: ProjectForEdit;
  after: ProjectForEdit;
  reading: ProjectEdit['progress'] | undefined;
  dataVersion: string;
}

async function projectForEdit(
  tx: Queryable,
  code: string,
  lock: boolean,
): Promise<(ProjectForEdit & { id: number }) | undefined> {
  const [row] = await queryRows<ProjectForEdit & { id: number }>(
    tx,
    sql`select id, state, stalled_reason as "stalledReason", progress,
          progress_date::text as "progressDate", paid::float8 as paid, budget::float8 as budget,
          contract_sum::float8 as "contractSum"
        from projects where code = ${code} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/**
 * Edits one project in one transaction: the data version is locked first (so `expectVersion`
 * compares against what the edit will replace), then the project. `plan` sees the project as
 * it is and returns the edit or throws to refuse it (nothing written). The progress reading is
 * added to the history and the project's latest progress follows the newest reading; rollups,
 * search words and the data version follow as for an import, and `beforeCommit` (the audit row)
 * runs last in the same transaction. Undefined when no project has the code.
 */
export async function updateProject(
  db: AppDb,
  code: string,
  options: {
    expectVersion?: (current: string) => boolean;
    plan: (current: ProjectForEdit) => ProjectEdit;
    beforeCommit?: (tx: Queryable, result: EditResult) => Promise<void>;
  },
): Promise<EditResult | undefined> {
  const result = await db.transaction(async (tx) => {
    const [meta] = await queryRows<{ version: number; token: string }>(
      tx,
      sql`select version, token from data_meta where id = 1 for update`,
    );
    const current = meta ? `${meta.version}-${meta.token}` : '0-empty';
    if (options.expectVersion && !options.expectVersion(current)) {
      throw new StaleWriteError(current);
    }
    const row = await projectForEdit(tx, code, true);
    if (!row) return undefined;
    const { id, ...before } = row;
    const edit = options.plan(before);
    if (edit.progress) {
      const r = edit.progress;
      await tx.execute(sql`
        insert into progress_readings (project_id, reading_date, percent, note)
        values (${id}, ${r.date}, ${r.percent}, ${r.note})
        on conflict (project_id, reading_date) do update set percent = excluded.percent,
          note = excluded.note`);
      await tx.execute(sql`
        update projects p set progress = r.percent, progress_date = r.reading_date
        from (select percent, reading_date from progress_readings where project_id = ${id}
              order by reading_date desc limit 1) r
        where p.id = ${id}`);
    }
    const set: SQL[] = [sql`updated_at = now()`];
    if (edit.state !== undefined) set.push(sql`state = ${edit.state}`);
    if (edit.stalledReason !== undefined) set.push(sql`stalled_reason = ${edit.stalledReason}`);
    if (edit.paid !== undefined) set.push(sql`paid = ${edit.paid}`);
    await tx.execute(sql`update projects set ${sql.join(set, sql`, `)} where id = ${id}`);
    const updated = await projectForEdit(tx, code, false);
    if (!updated) throw new Error(`project ${code} vanished during its edit`);
    const { id: _id, ...after } = updated;
    const dataVersion = await finishWrite(tx, undefined);
    const outcome: EditResult = { before, after, reading: edit.progress, dataVersion };
    await options.beforeCommit?.(tx, outcome);
    return outcome;
  });
  // The rollup table was rewritten; the projects table changed by one row.
  if (result) await db.execute(sql.raw('vacuum analyze project_rollup'));
  return result;
}
