/**
 * Plain values of the projects API contract, without schemas: the web app's first paint imports
 * these without pulling in zod; common/src/projects.ts builds its schemas on them.
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
