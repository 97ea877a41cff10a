import { randomBytes } from 'node:crypto';
import type { ProjectState } from '@app/common';
import { sql, type SQL } from 'drizzle-orm';
import { buildSearchText } from '../lib/text.ts';
import { queryRows, type AppDb, type Queryable } from './client.ts';
import { DATA_VERSION_CHANNEL } from './notify.ts';
import type { ProjectInput } from './project-input.ts';
import { AFTER_WRITE_MAINTENANCE, rebuildRollupStatements } from './rollup-sql.ts';
import { DEPARTMENT_REFS, SUB_COUNTY_REFS, WARD_REFS } from './seed/reference-data.ts';

/**
 * The only code that writes projects (and the usage counters). Seeds, imports and staff edits run
 * in one transaction each: reference data, projects, progress readings, defects, then the rollups
 * and the data version.
 */

const PROJECT_CHUNK = 2000;
const CHILD_CHUNK = 5000;

const PROJECT_COLUMNS = `code text, title text, description text, department_id int, sub_county_id int,
  ward_id int, state text, stalled_reason text, financial_year int, start_date date,
  planned_end_date date, completion_date date, budget bigint, contract_sum bigint, paid bigint,
  funding_source text, contractor text, progress int, progress_date date, priority_rank int,
  forums int, participants int, lat float8, lon float8, last_verified date, defects_total int,
  defects_open int, is_sample boolean, search_text text`;

const PROJECT_FIELDS = `code, title, description, department_id, sub_county_id, ward_id, state,
  stalled_reason, financial_year, start_date, planned_end_date, completion_date, budget,
  contract_sum, paid, funding_source, contractor, progress, progress_date, priority_rank, forums,
  participants, lat, lon, last_verified, defects_total, defects_open, is_sample, search_text`;

/** Columns an import overwrites on conflict (defect counters are left alone). */
const UPSERT_COLUMNS = [
  'title',
  'description',
  'department_id',
  'sub_county_id',
  'ward_id',
  'state',
  'stalled_reason',
  'financial_year',
  'start_date',
  'planned_end_date',
  'completion_date',
  'budget',
  'contract_sum',
  'paid',
  'funding_source',
  'contractor',
  'priority_rank',
  'forums',
  'participants',
  'lat',
  'lon',
  'last_verified',
  'is_sample',
  'search_text',
] as const;

/**
 * A row whose every field is as stored is left untouched (its updated_at too), so importing an
 * unchanged export changes nothing.
 */
const UPSERT_SET = `${UPSERT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
  where (${UPSERT_COLUMNS.map((c) => `projects.${c}`).join(', ')})
    is distinct from (${UPSERT_COLUMNS.map((c) => `excluded.${c}`).join(', ')})`;

/**
 * Stored fields an import may leave as they are (its file has no column for them), with the
 * expression that reads each back in the form projectRow gives it.
 */
export const KEEPABLE_COLUMNS = {
  description: 'description',
  stalled_reason: 'stalled_reason',
  start_date: 'start_date::text',
  planned_end_date: 'planned_end_date::text',
  completion_date: 'completion_date::text',
  contract_sum: 'contract_sum::float8',
  paid: 'paid::float8',
  contractor: 'contractor',
  priority_rank: 'priority_rank',
  forums: 'forums',
  participants: 'participants',
  lat: 'lat',
  lon: 'lon',
  last_verified: 'last_verified::text',
} as const;
export type KeepableColumn = keyof typeof KEEPABLE_COLUMNS;

type ProjectRow = ReturnType<typeof projectRow>;

/**
 * For the codes of the chunk that exist, the kept columns take the stored values (and the search
 * text follows the description and contractor it is built from).
 */
async function keepStored(
  tx: Queryable,
  rows: ProjectRow[],
  keep: readonly KeepableColumn[],
): Promise<void> {
  if (keep.length === 0 || rows.length === 0) return;
  const select = keep.map((c) => `${KEEPABLE_COLUMNS[c]} as ${c}`).join(', ');
  const stored = await queryRows<Record<string, unknown> & { code: string }>(
    tx,
    sql`select code, ${sql.raw(select)} from projects
        where code in (select json_array_elements_text(${JSON.stringify(rows.map((r) => r.code))}::json))`,
  );
  const byCode = new Map(stored.map((r) => [r.code, r]));
  for (const row of rows) {
    const found = byCode.get(row.code);
    if (!found) continue;
    const target = row as Record<string, unknown>;
    for (const c of keep) target[c] = found[c];
    row.search_text = buildSearchText([row.code, row.title, row.description, row.contractor]);
  }
}

function projectRow(p: ProjectInput) {
  const latest = p.progressReadings[p.progressReadings.length - 1];
  const defects = p.defects ?? [];
  return {
    code: p.code,
    title: p.title,
    description: p.description,
    department_id: p.departmentId,
    sub_county_id: p.subCountyId,
    ward_id: p.wardId,
    state: p.state,
    stalled_reason: p.stalledReason,
    financial_year: p.financialYear,
    start_date: p.startDate,
    planned_end_date: p.plannedEndDate,
    completion_date: p.completionDate,
    budget: p.budget,
    contract_sum: p.contractSum,
    paid: p.paid,
    funding_source: p.fundingSource,
    contractor: p.contractor,
    progress: latest?.percent ?? null,
    progress_date: latest?.date ?? null,
    priority_rank: p.priorityRank,
    forums: p.forums,
    participants: p.participants,
    lat: p.lat,
    lon: p.lon,
    last_verified: p.lastVerified,
    defects_total: defects.length,
    defects_open: defects.filter((d) => d.fixedOn === null).length,
    is_sample: p.isSample,
    search_text: buildSearchText([p.code, p.title, p.description, p.contractor]),
  };
}

/** Inserts or updates the units from the reference files (idempotent). */
export async function writeReferenceData(tx: Queryable): Promise<void> {
  await tx.execute(sql`
    insert into sub_counties (id, code, name)
    select id, code, name from json_to_recordset(${JSON.stringify(SUB_COUNTY_REFS)}::json)
      as x(id int, code text, name text)
    on conflict (id) do update set code = excluded.code, name = excluded.name`);
  await tx.execute(sql`
    insert into wards (id, code, name, sub_county_id, aliases)
    select id, code, name, "subCountyId", array(select json_array_elements_text(aliases))
    from json_to_recordset(${JSON.stringify(WARD_REFS)}::json)
      as x(id int, code text, name text, "subCountyId" int, aliases json)
    on conflict (id) do update set code = excluded.code, name = excluded.name,
      sub_county_id = excluded.sub_county_id, aliases = excluded.aliases`);
  await tx.execute(sql`
    insert into departments (id, slug, name, kind, variants, is_listed)
    select id, slug, name, kind, array(select json_array_elements_text(variants)), "isListed"
    from json_to_recordset(${JSON.stringify(DEPARTMENT_REFS)}::json)
      as x(id int, slug text, name text, kind text, variants json, "isListed" boolean)
    on conflict (id) do update set slug = excluded.slug, name = excluded.name, kind = excluded.kind,
      variants = excluded.variants, is_listed = excluded.is_listed`);
}

async function insertProjectChunk(
  tx: Queryable,
  chunk: ProjectInput[],
  upsert: boolean,
  keep: readonly KeepableColumn[] = [],
): Promise<void> {
  const rows = chunk.map(projectRow);
  if (upsert) await keepStored(tx, rows, keep);
  await tx.execute(sql`
    insert into projects (${sql.raw(PROJECT_FIELDS)})
    select ${sql.raw(PROJECT_FIELDS)}
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(PROJECT_COLUMNS)})
    ${upsert ? sql`on conflict (code) do update set ${sql.raw(UPSERT_SET)}` : sql``}`);

  // Readings from a file with a note column set the note; the others keep a stored reading's.
  for (const keepNote of [false, true]) {
    const readings = chunk.flatMap((p) =>
      p.progressReadings
        .filter((r) => (r.keepNote === true) === keepNote)
        .map((r) => ({ code: p.code, date: r.date, percent: r.percent, note: r.note })),
    );
    const onConflict = keepNote
      ? sql`do update set percent = excluded.percent
            where progress_readings.percent is distinct from excluded.percent`
      : sql`do update set percent = excluded.percent, note = excluded.note
            where (progress_readings.percent, progress_readings.note)
              is distinct from (excluded.percent, excluded.note)`;
    for (let i = 0; i < readings.length; i += CHILD_CHUNK) {
      await tx.execute(sql`
        insert into progress_readings (project_id, reading_date, percent, note)
        select p.id, x.date, x.percent, x.note
        from json_to_recordset(${JSON.stringify(readings.slice(i, i + CHILD_CHUNK))}::json)
          as x(code text, date date, percent int, note text)
        join projects p on p.code = x.code
        on conflict (project_id, reading_date) ${onConflict}`);
    }
  }

  const defects = chunk.flatMap((p) => (p.defects ?? []).map((d) => ({ code: p.code, ...d })));
  for (let i = 0; i < defects.length; i += CHILD_CHUNK) {
    await tx.execute(sql`
      insert into defects (project_id, category, severity, description, reported_on, fixed_on, liability_period_end)
      select p.id, x.category, x.severity, x.description, x."reportedOn", x."fixedOn", x."liabilityPeriodEnd"
      from json_to_recordset(${JSON.stringify(defects.slice(i, i + CHILD_CHUNK))}::json)
        as x(code text, category text, severity text, description text, "reportedOn" date,
             "fixedOn" date, "liabilityPeriodEnd" date)
      join projects p on p.code = x.code`);
  }
}

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
async function finishWrite(tx: Queryable, datasetName: string | undefined): Promise<string> {
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

async function maintain(db: AppDb): Promise<void> {
  for (const statement of AFTER_WRITE_MAINTENANCE) await db.execute(sql.raw(statement));
}

/** Replaces every project with the given ones (the seed). */
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
  // The embedded database runs one transaction at a time and every other query waits for it, so
  // reading and checking the file inside the transaction stalled every reader for the whole
  // import. The checked projects go to a temporary table first, a chunk per statement, with the
  // event loop turning between them (readers' queries run in between); the transaction then
  // reads them back from there, which is the database's own work only.
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
    return await upsertInOneTransaction(
      db,
      (tx) =>
        (async function* staged() {
          for (let n = 0; n < chunks; n += 1) {
            const [row] = await queryRows<{ data: string }>(
              tx,
              sql`select data from ${sql.raw(stage)} where n = ${n}`,
            );
            yield* JSON.parse(row?.data ?? '[]') as ProjectInput[];
          }
        })(),
      options,
      chunkSize,
    );
  } finally {
    await db.execute(sql.raw(`drop table if exists ${stage}`));
  }
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

/** One counter of the usage table: kind is page, api, download, search or project. */
export interface UsageCount {
  day: string;
  kind: 'page' | 'api' | 'download' | 'search' | 'project';
  key: string;
  n: number;
}

/** Adds counts to usage_daily in one statement (count = count + n). */
export async function addUsageCounts(db: Queryable, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    insert into usage_daily (day, kind, key, count)
    select x.day, x.kind, x.key, x.n
    from json_to_recordset(${JSON.stringify(counts)}::json) as x(day date, kind text, key text, n bigint)
    on conflict (day, kind, key) do update set count = usage_daily.count + excluded.count`);
}
