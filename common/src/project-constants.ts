/**
 * Plain values of the projects API contract and their predicates, without schemas: the web app's
 * first paint imports these without pulling in zod; common/src/projects.ts builds its schemas on them.
 */

export const PROJECT_STATES = [
  'planned',
  'procurement',
  'ongoing',
  'completed',
  'stalled',
  'cancelled',
] as const;

export const DEFECT_SEVERITIES = ['minor', 'major', 'critical'] as const;

export const DEFECT_CATEGORIES = [
  'structural',
  'workmanship',
  'materials',
  'drainage',
  'electrical',
  'plumbing',
  'finishing',
  'safety',
] as const;

/** Citizens rank up to five priorities per ward and year in public participation; 1 is highest. */
export const PRIORITY_RANKS = [1, 2, 3, 4, 5] as const;

/** Fields the list can be sorted by; prefix with "-" for descending order. */
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
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
export type ProjectSort = ProjectSortField | `-${ProjectSortField}`;
export const DEFAULT_PROJECT_SORT: ProjectSort = 'code';

export const PROJECTS_PAGE_LIMIT_MAX = 100;
export const PROJECTS_PAGE_LIMIT_DEFAULT = 20;

export type ProjectState = (typeof PROJECT_STATES)[number];
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];

/** Every accepted `sort` value: each field, ascending and descending ("-budget"). */
export const PROJECT_SORTS = PROJECT_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);

/** Export formats: GET /api/v1/projects/export.{format} */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Most values one list filter (ward, department, ...) may hold. */
export const MAX_VALUES_PER_FILTER = 50;
/** Longest accepted filter value, in characters. */
export const MAX_VALUE_LENGTH = 120;
// eslint-disable-next-line no-control-regex -- the API refuses control characters in filters
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function isProjectState(value: string): value is ProjectState {
  return (PROJECT_STATES as readonly string[]).includes(value);
}

/** True for a field name, or a field name after "-" (descending). */
export function isProjectSort(value: string): value is ProjectSort {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(field);
}
