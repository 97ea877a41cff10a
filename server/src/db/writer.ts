import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildSearchText } from '../lib/text.ts';
import { queryRows, type AppDb, type Queryable } from './client.ts';
import { DATA_VERSION_CHANNEL } from './notify.ts';
import type { ProjectInput } from './project-input.ts';
import { AFTER_WRITE_MAINTENANCE, rebuildRollupStatements } from './rollup-sql.ts';
import { DEPARTMENT_REFS, SUB_COUNTY_REFS, WARD_REFS } from './seed/reference-data.ts';

/**
 * The only code that writes projects. Seeds and imports run in one transaction each: reference
 * data, projects, progress readings, defects, then the rollups and the data version.
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
const UPSERT_SET = `title = excluded.title, description = excluded.description,
  department_id = excluded.department_id, sub_county_id = excluded.sub_county_id,
  ward_id = excluded.ward_id, state = excluded.state, stalled_reason = excluded.stalled_reason,
  financial_year = excluded.financial_year, start_date = excluded.start_date,
  planned_end_date = excluded.planned_end_date, completion_date = excluded.completion_date,
  budget = excluded.budget, contract_sum = excluded.contract_sum, paid = excluded.paid,
  funding_source = excluded.funding_source, contractor = excluded.contractor,
  priority_rank = excluded.priority_rank, forums = excluded.forums,
  participants = excluded.participants, lat = excluded.lat, lon = excluded.lon,
  last_verified = excluded.last_verified, is_sample = excluded.is_sample,
  search_text = excluded.search_text, updated_at = now()`;

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
): Promise<void> {
  const rows = chunk.map(projectRow);
  await tx.execute(sql`
    insert into projects (${sql.raw(PROJECT_FIELDS)})
    select ${sql.raw(PROJECT_FIELDS)}
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(PROJECT_COLUMNS)})
    ${upsert ? sql`on conflict (code) do update set ${sql.raw(UPSERT_SET)}` : sql``}`);

  const readings = chunk.flatMap((p) =>
    p.progressReadings.map((r) => ({
      code: p.code,
      date: r.date,
      percent: r.percent,
      note: r.note,
    })),
  );
  for (let i = 0; i < readings.length; i += CHILD_CHUNK) {
    await tx.execute(sql`
      insert into progress_readings (project_id, reading_date, percent, note)
      select p.id, x.date, x.percent, x.note
      from json_to_recordset(${JSON.stringify(readings.slice(i, i + CHILD_CHUNK))}::json)
        as x(code text, date date, percent int, note text)
      join projects p on p.code = x.code
      on conflict (project_id, reading_date) do update set percent = excluded.percent, note = excluded.note`);
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
  /** Called after each chunk is written, inside the transaction (tests inject faults here). */
  afterChunk?: (written: number) => void | Promise<void>;
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
  const result = await db.transaction(async (tx) => {
    await writeReferenceData(tx);
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
      await insertProjectChunk(tx, chunk, true);
      // Latest progress from the full history of the projects touched.
      await tx.execute(sql`
        update projects p set progress = r.percent, progress_date = r.reading_date
        from (
          select distinct on (pr.project_id) pr.project_id, pr.percent, pr.reading_date
          from progress_readings pr join projects q on q.id = pr.project_id
          where q.code in (select json_array_elements_text(${codes}::json))
          order by pr.project_id, pr.reading_date desc
        ) r
        where p.id = r.project_id`);
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
    return {
      inserted: written - updated,
      updated,
      total: count?.total ?? 0,
      dataVersion,
    };
  });
  await maintain(db);
  return result;
}
