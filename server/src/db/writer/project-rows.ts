import { sql } from 'drizzle-orm';
import { buildSearchText } from '../../lib/text.ts';
import { queryRows, type Queryable } from '../client.ts';
import type { ProjectInput } from '../project-input.ts';

/**
 * How projects become rows: a chunk of projects is written to `projects`, `progress_readings`
 * and `defects` in a few statements (a seed inserts, an import inserts or updates).
 */

/** Projects per statement. */
export const PROJECT_CHUNK = 2000;
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

/**
 * Writes one chunk of projects with their progress readings and defects. With `upsert`, existing
 * codes are updated (their `keep` columns as stored) instead of refused.
 */
export async function insertProjectChunk(
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
