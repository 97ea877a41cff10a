/**
 * Values of the projects API contract (`@app/common/projects`) that the first paint needs.
 *
 * The contract module builds its zod schemas when it is imported, which would put the whole
 * schema library into the Home page's first-paint bundle. So the dashboard imports only types
 * from it statically, keeps these few constants here (checked against the contract by
 * contract.test.ts) and loads the schemas lazily to parse responses (see api/parse.ts).
 */
import type {
  DefectCategory,
  DefectSeverity,
  ExportFormat,
  ProjectSort,
  ProjectSortField,
  ProjectState,
} from '@app/common/projects';

export const PROJECT_STATES = [
  'planned',
  'procurement',
  'ongoing',
  'completed',
  'stalled',
  'cancelled',
] as const satisfies readonly ProjectState[];

export const DEFECT_SEVERITIES = ['minor', 'major', 'critical'] as const satisfies readonly DefectSeverity[];

export const DEFECT_CATEGORIES = [
  'structural',
  'workmanship',
  'materials',
  'drainage',
  'electrical',
  'plumbing',
  'finishing',
  'safety',
] as const satisfies readonly DefectCategory[];

export const PROJECT_SORT_FIELDS = [
  'code',
  'title',
  'financialYear',
  'budget',
  'contractSum',
  'paid',
  'progress',
  'priority',
  'startDate',
  'plannedEndDate',
  'lastVerified',
  'state',
  'subCounty',
  'ward',
  'department',
] as const satisfies readonly ProjectSortField[];

export const DEFAULT_PROJECT_SORT: ProjectSort = 'code';
export const PROJECTS_PAGE_LIMIT_DEFAULT = 20;
export const PROJECTS_PAGE_LIMIT_MAX = 100;
/** Page sizes offered by the projects table. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Formats offered as download buttons (JSON is available from the API too). */
export const EXPORT_LINK_FORMATS = ['csv', 'xlsx', 'geojson'] as const satisfies readonly ExportFormat[];

export const FINANCIAL_YEAR_PATTERN = /^(\d{4})\/(\d{2})$/;

/** True for a canonical financial year such as "2023/24" (consecutive years). */
export function isFinancialYear(text: string): boolean {
  const match = FINANCIAL_YEAR_PATTERN.exec(text);
  if (!match) return false;
  return (Number(match[1]) + 1) % 100 === Number(match[2]);
}

export function isProjectState(value: string): value is ProjectState {
  return (PROJECT_STATES as readonly string[]).includes(value);
}

export function isProjectSort(value: string): value is ProjectSort {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(field);
}

/** absorption in % with one decimal: paid / budget x 100 (0 when there is no budget). */
export function absorptionPercent(paid: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.round((paid / budget) * 1000) / 10;
}
