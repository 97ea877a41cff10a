import type { ProjectListItem } from '@app/common';

/** A project as the CSV/XLSX exports write it: the list's fields and the two the list leaves out. */
export interface ExportItem extends ProjectListItem {
  description: string;
  /** The note of the reading the project's progress comes from. */
  progressNote: string | null;
}

/**
 * Columns of the CSV/XLSX exports. The import reads the same headers (those marked importable)
 * and writes nothing the export leaves out, so an exported file can be edited and imported back
 * and an unchanged one changes nothing.
 */
export interface ProjectColumn {
  header: string;
  importable: boolean;
  kind: 'text' | 'number' | 'date';
  value(item: ExportItem): string | number | null;
  /** The same value in SQL over projects p joined with departments dep, sub_counties sc, wards w. */
  sql: string;
}

/** "2023/24" from the start year, in SQL. */
export const FINANCIAL_YEAR_SQL =
  "p.financial_year::text || '/' || lpad(((p.financial_year + 1) % 100)::text, 2, '0')";

/** The note of the reading the project's progress comes from, in SQL. */
export const PROGRESS_NOTE_SQL = `(select pr.note from progress_readings pr
  where pr.project_id = p.id and pr.reading_date = p.progress_date)`;

export const PROJECT_COLUMNS: readonly ProjectColumn[] = [
  { header: 'code', importable: true, kind: 'text', value: (p) => p.code, sql: 'p.code' },
  { header: 'title', importable: true, kind: 'text', value: (p) => p.title, sql: 'p.title' },
  {
    header: 'description',
    importable: true,
    kind: 'text',
    value: (p) => p.description,
    sql: 'p.description',
  },
  {
    header: 'department',
    importable: true,
    kind: 'text',
    value: (p) => p.department,
    sql: 'dep.name',
  },
  {
    header: 'department_id',
    importable: false,
    kind: 'text',
    value: (p) => p.departmentId,
    sql: 'dep.slug',
  },
  {
    header: 'sub_county',
    importable: true,
    kind: 'text',
    value: (p) => p.subCounty,
    sql: 'sc.name',
  },
  {
    header: 'sub_county_code',
    importable: false,
    kind: 'text',
    value: (p) => p.subCountyCode,
    sql: 'sc.code',
  },
  { header: 'ward', importable: true, kind: 'text', value: (p) => p.ward, sql: 'w.name' },
  { header: 'ward_code', importable: false, kind: 'text', value: (p) => p.wardCode, sql: 'w.code' },
  { header: 'state', importable: true, kind: 'text', value: (p) => p.state, sql: 'p.state' },
  {
    header: 'stalled_reason',
    importable: true,
    kind: 'text',
    value: (p) => p.stalledReason,
    sql: 'p.stalled_reason',
  },
  {
    header: 'financial_year',
    importable: true,
    kind: 'text',
    value: (p) => p.financialYear,
    sql: FINANCIAL_YEAR_SQL,
  },
  {
    header: 'start_date',
    importable: true,
    kind: 'date',
    value: (p) => p.startDate,
    sql: 'p.start_date',
  },
  {
    header: 'planned_end_date',
    importable: true,
    kind: 'date',
    value: (p) => p.plannedEndDate,
    sql: 'p.planned_end_date',
  },
  {
    header: 'completion_date',
    importable: true,
    kind: 'date',
    value: (p) => p.completionDate,
    sql: 'p.completion_date',
  },
  { header: 'budget', importable: true, kind: 'number', value: (p) => p.budget, sql: 'p.budget' },
  {
    header: 'contract_sum',
    importable: true,
    kind: 'number',
    value: (p) => p.contractSum,
    sql: 'p.contract_sum',
  },
  { header: 'paid', importable: true, kind: 'number', value: (p) => p.paid, sql: 'p.paid' },
  {
    header: 'funding_source',
    importable: true,
    kind: 'text',
    value: (p) => p.fundingSource,
    sql: 'p.funding_source',
  },
  {
    header: 'contractor',
    importable: true,
    kind: 'text',
    value: (p) => p.contractor,
    sql: 'p.contractor',
  },
  {
    header: 'progress',
    importable: true,
    kind: 'number',
    value: (p) => p.progress,
    sql: 'p.progress',
  },
  {
    header: 'progress_date',
    importable: true,
    kind: 'date',
    value: (p) => p.progressDate,
    sql: 'p.progress_date',
  },
  {
    header: 'progress_note',
    importable: true,
    kind: 'text',
    value: (p) => p.progressNote,
    sql: PROGRESS_NOTE_SQL,
  },
  {
    header: 'priority_rank',
    importable: true,
    kind: 'number',
    value: (p) => p.priorityRank,
    sql: 'p.priority_rank',
  },
  {
    header: 'forums',
    importable: true,
    kind: 'number',
    value: (p) => p.involvement.forums,
    sql: 'p.forums',
  },
  {
    header: 'participants',
    importable: true,
    kind: 'number',
    value: (p) => p.involvement.participants,
    sql: 'p.participants',
  },
  {
    header: 'latitude',
    importable: true,
    kind: 'number',
    value: (p) => p.location?.lat ?? null,
    sql: 'p.lat',
  },
  {
    header: 'longitude',
    importable: true,
    kind: 'number',
    value: (p) => p.location?.lon ?? null,
    sql: 'p.lon',
  },
  {
    header: 'last_verified',
    importable: true,
    kind: 'date',
    value: (p) => p.lastVerified,
    sql: 'p.last_verified',
  },
  {
    header: 'open_defects',
    importable: false,
    kind: 'number',
    value: (p) => p.openDefects,
    sql: 'p.defects_open',
  },
];

/** A spreadsheet would run text starting with these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180), with formula-looking text prefixed by an apostrophe. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: ReadonlyArray<string | number | null>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Free-text columns people type, which could start like a spreadsheet formula. */
const FREE_TEXT = new Set([
  'title',
  'description',
  'stalled_reason',
  'funding_source',
  'contractor',
  'progress_note',
]);

/**
 * SQL text of one CSV line (RFC 4180, CRLF) for the current project row. Text is always quoted
 * (empty when null); free text starting with = + - @ gets a leading apostrophe, as in csvField.
 */
export function csvLineSql(columns: readonly ProjectColumn[] = PROJECT_COLUMNS): string {
  const fields = columns.map((c) => {
    if (c.kind !== 'text') return `coalesce((${c.sql})::text, '')`;
    const value = FREE_TEXT.has(c.header)
      ? `case when left(${c.sql}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${c.sql} else ${c.sql} end`
      : c.sql;
    return `coalesce('"' || replace(${value}, '"', '""') || '"', '')`;
  });
  return `${fields.join(" || ',' || ")} || chr(13) || chr(10)`;
}

/** SQL building the ProjectListItem JSON (same keys and values as the list endpoint). */
export function listItemJsonSql(withLocation = true): string {
  const location = withLocation
    ? "'location', case when p.lat is null or p.lon is null then null else json_build_object('lat', p.lat, 'lon', p.lon) end,"
    : '';
  return `json_build_object(
    'code', p.code, 'title', p.title, 'department', dep.name, 'departmentId', dep.slug,
    'subCounty', sc.name, 'subCountyCode', sc.code, 'ward', w.name, 'wardCode', w.code,
    'state', p.state, 'stalledReason', p.stalled_reason, 'financialYear', ${FINANCIAL_YEAR_SQL},
    'budget', p.budget, 'contractSum', p.contract_sum, 'paid', p.paid,
    'fundingSource', p.funding_source, 'contractor', p.contractor,
    'progress', p.progress, 'progressDate', p.progress_date::text, 'priorityRank', p.priority_rank,
    'startDate', p.start_date::text, 'plannedEndDate', p.planned_end_date::text,
    'completionDate', p.completion_date::text, 'lastVerified', p.last_verified::text,
    ${location}
    'involvement', json_build_object('forums', p.forums, 'participants', p.participants),
    'openDefects', p.defects_open)`;
}

/** SQL building a GeoJSON Feature (Point) for a project with a location. */
export function featureJsonSql(): string {
  return `json_build_object('type', 'Feature', 'id', p.code,
    'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(p.lon, p.lat)),
    'properties', ${listItemJsonSql(false)})`;
}
