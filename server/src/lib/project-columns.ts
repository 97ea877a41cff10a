import type { ProjectListItem } from '@app/common';

/**
 * Columns of the CSV/XLSX exports. The import reads the same headers (those marked importable),
 * so an exported file can be edited and imported back.
 */
export interface ProjectColumn {
  header: string;
  importable: boolean;
  kind: 'text' | 'number' | 'date';
  value(item: ProjectListItem): string | number | null;
}

export const PROJECT_COLUMNS: readonly ProjectColumn[] = [
  { header: 'code', importable: true, kind: 'text', value: (p) => p.code },
  { header: 'title', importable: true, kind: 'text', value: (p) => p.title },
  { header: 'department', importable: true, kind: 'text', value: (p) => p.department },
  { header: 'department_id', importable: false, kind: 'text', value: (p) => p.departmentId },
  { header: 'sub_county', importable: true, kind: 'text', value: (p) => p.subCounty },
  { header: 'sub_county_code', importable: false, kind: 'text', value: (p) => p.subCountyCode },
  { header: 'ward', importable: true, kind: 'text', value: (p) => p.ward },
  { header: 'ward_code', importable: false, kind: 'text', value: (p) => p.wardCode },
  { header: 'state', importable: true, kind: 'text', value: (p) => p.state },
  { header: 'stalled_reason', importable: true, kind: 'text', value: (p) => p.stalledReason },
  { header: 'financial_year', importable: true, kind: 'text', value: (p) => p.financialYear },
  { header: 'start_date', importable: true, kind: 'date', value: (p) => p.startDate },
  { header: 'planned_end_date', importable: true, kind: 'date', value: (p) => p.plannedEndDate },
  { header: 'completion_date', importable: true, kind: 'date', value: (p) => p.completionDate },
  { header: 'budget', importable: true, kind: 'number', value: (p) => p.budget },
  { header: 'contract_sum', importable: true, kind: 'number', value: (p) => p.contractSum },
  { header: 'paid', importable: true, kind: 'number', value: (p) => p.paid },
  { header: 'funding_source', importable: true, kind: 'text', value: (p) => p.fundingSource },
  { header: 'contractor', importable: true, kind: 'text', value: (p) => p.contractor },
  { header: 'progress', importable: true, kind: 'number', value: (p) => p.progress },
  { header: 'progress_date', importable: true, kind: 'date', value: (p) => p.progressDate },
  { header: 'priority_rank', importable: true, kind: 'number', value: (p) => p.priorityRank },
  { header: 'forums', importable: true, kind: 'number', value: (p) => p.involvement.forums },
  {
    header: 'participants',
    importable: true,
    kind: 'number',
    value: (p) => p.involvement.participants,
  },
  { header: 'latitude', importable: true, kind: 'number', value: (p) => p.location?.lat ?? null },
  { header: 'longitude', importable: true, kind: 'number', value: (p) => p.location?.lon ?? null },
  { header: 'last_verified', importable: true, kind: 'date', value: (p) => p.lastVerified },
  { header: 'open_defects', importable: false, kind: 'number', value: (p) => p.openDefects },
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
