/**
 * Values of the projects API contract (`@app/common/projects`) that the first paint needs.
 *
 * The contract module builds its zod schemas when it is imported, which would put the whole
 * schema library into the Home page's first-paint bundle. So the dashboard imports only types
 * from it statically, takes the plain constants from the schema-free
 * `@app/common/project-constants`, and loads the schemas lazily to parse responses (see api/parse.ts).
 */
import type { ExportFormat, ProjectSort, ProjectState } from '@app/common/projects';

export {
  DEFAULT_PROJECT_SORT,
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  PROJECT_SORT_FIELDS,
  PROJECT_STATES,
  PROJECTS_PAGE_LIMIT_DEFAULT,
  PROJECTS_PAGE_LIMIT_MAX,
} from '@app/common/project-constants';
import { PROJECT_SORT_FIELDS, PROJECT_STATES } from '@app/common/project-constants';
/** Page sizes offered by the projects table. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Formats offered as download buttons (JSON is available from the API too). */
export const EXPORT_LINK_FORMATS = [
  'csv',
  'xlsx',
  'geojson',
] as const satisfies readonly ExportFormat[];

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
