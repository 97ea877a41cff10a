/**
 * The projects API's query string without schemas (no zod): what a client builds its URLs with.
 * The server reads the same parameters with the schemas of ./projects.ts.
 */
import {
  DEFAULT_PROJECT_SORT,
  PROJECTS_PAGE_LIMIT_DEFAULT,
  type ProjectSort,
  type ProjectState,
} from './project-constants.ts';

/** The list filters, in the order they appear in a canonical query string. */
export const PROJECT_LIST_FILTERS = [
  'subCounty',
  'ward',
  'department',
  'state',
  'financialYear',
] as const;
export type ProjectListFilter = (typeof PROJECT_LIST_FILTERS)[number];

/** Splits repeated parameters and comma lists into trimmed, non-empty values. */
export function splitListParam(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const parts = typeof value === 'string' ? [value] : value;
  const out: string[] = [];
  for (const part of parts) {
    for (const piece of part.split(',')) {
      const trimmed = piece.trim();
      if (trimmed !== '') out.push(trimmed);
    }
  }
  return out;
}

/** Plain object a client can build its URL from. */
export interface ProjectsSearchParams {
  subCounty?: readonly string[];
  ward?: readonly string[];
  department?: readonly string[];
  state?: readonly ProjectState[];
  financialYear?: readonly string[];
  q?: string;
  sort?: ProjectSort;
  page?: number;
  limit?: number;
}

/**
 * Canonical query parameters (repeated keys, fixed key order, sorted values, defaults left out),
 * so that equal filters give equal URLs and share HTTP caches. Pass to `new URLSearchParams(...)`.
 */
export function toProjectsQueryEntries(params: ProjectsSearchParams): [string, string][] {
  const out: [string, string][] = [];
  for (const key of PROJECT_LIST_FILTERS) {
    const values = params[key];
    if (!values) continue;
    for (const v of [...new Set(values)].sort()) if (v !== '') out.push([key, v]);
  }
  if (params.q && params.q.trim() !== '') out.push(['q', params.q.trim()]);
  if (params.sort && params.sort !== DEFAULT_PROJECT_SORT) out.push(['sort', params.sort]);
  if (params.page && params.page !== 1) out.push(['page', String(params.page)]);
  if (params.limit && params.limit !== PROJECTS_PAGE_LIMIT_DEFAULT) {
    out.push(['limit', String(params.limit)]);
  }
  return out;
}

/** The same as a query string without the leading "?" ("" when there is nothing to send). */
export function toProjectsQueryString(params: ProjectsSearchParams): string {
  return toProjectsQueryEntries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}
