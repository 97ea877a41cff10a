/**
 * The dashboard's view lives in the URL (?subCounty=..&ward=..&department=..&state=..
 * &financialYear=..&q=..&page=..&sort=..&limit=..), so a shared link shows the same view.
 * The parameter names are the API's, so the same string feeds /api/v1/projects and the exports.
 */
import {
  CONTROL_CHARACTERS,
  DEFAULT_PROJECT_SORT,
  isProjectSort,
  isProjectState,
  MAX_VALUE_LENGTH,
  MAX_VALUES_PER_FILTER,
  PROJECTS_PAGE_LIMIT_DEFAULT,
  PROJECTS_PAGE_LIMIT_MAX,
  type ProjectSort,
  type ProjectState,
} from '@app/common/project-constants';
import { isFinancialYear } from '@app/common/financial-year';
import { PROJECT_LIST_FILTERS, toProjectsQueryEntries } from '@app/common/project-query';

export interface ProjectFiltersView {
  subCounty: readonly string[];
  ward: readonly string[];
  department: readonly string[];
  state: readonly ProjectState[];
  financialYear: readonly string[];
  /** Free-text search; '' when none. */
  q: string;
}

export interface DashboardView extends ProjectFiltersView {
  page: number;
  sort: ProjectSort;
  limit: number;
}

export const LIST_FILTER_KEYS = PROJECT_LIST_FILTERS;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export const EMPTY_FILTERS: ProjectFiltersView = {
  subCounty: [],
  ward: [],
  department: [],
  state: [],
  financialYear: [],
  q: '',
};

export const DEFAULT_VIEW: DashboardView = {
  ...EMPTY_FILTERS,
  page: 1,
  sort: DEFAULT_PROJECT_SORT,
  limit: PROJECTS_PAGE_LIMIT_DEFAULT,
};

const MAX_QUERY_LENGTH = 200;

/** Sorted, unique, trimmed, non-empty values (equal filters give equal URLs and cache keys). */
function canonical(values: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const trimmed = v.trim();
    if (trimmed !== '' && trimmed.length <= MAX_VALUE_LENGTH && !CONTROL_CHARACTERS.test(trimmed))
      out.add(trimmed);
  }
  return [...out].sort().slice(0, MAX_VALUES_PER_FILTER);
}

/** Repeated parameters; comma lists too, except for departments (their names contain commas). */
function listValues(params: URLSearchParams, key: ListFilterKey): string[] {
  const raw = params.getAll(key);
  return key === 'department' ? raw : raw.flatMap((v) => v.split(','));
}

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return fallback;
  const n = Number(text.trim());
  return n >= 1 && n <= max ? n : fallback;
}

/** Reads the view from the address; unknown or malformed values are dropped. */
export function parseView(params: URLSearchParams): DashboardView {
  const sort = params.get('sort')?.trim() ?? '';
  return {
    subCounty: canonical(listValues(params, 'subCounty')),
    ward: canonical(listValues(params, 'ward')),
    department: canonical(listValues(params, 'department')),
    state: canonical(listValues(params, 'state')).filter(isProjectState),
    financialYear: canonical(listValues(params, 'financialYear')).filter(isFinancialYear),
    q: (params.get('q') ?? '')
      .replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH),
    page: positiveInt(params.get('page'), 1, 1_000_000),
    sort: isProjectSort(sort) ? sort : DEFAULT_PROJECT_SORT,
    limit: positiveInt(params.get('limit'), PROJECTS_PAGE_LIMIT_DEFAULT, PROJECTS_PAGE_LIMIT_MAX),
  };
}

/** Only the filters (what /projects/summary and the exports take). */
export function filtersOf(view: ProjectFiltersView): ProjectFiltersView {
  return {
    subCounty: view.subCounty,
    ward: view.ward,
    department: view.department,
    state: view.state,
    financialYear: view.financialYear,
    q: view.q,
  };
}

/**
 * Canonical query entries: fixed key order, sorted values, defaults left out. The contract's
 * toProjectsQueryEntries over the view's values, each list first made canonical as parseView
 * reads it (trimmed, without control characters, at most the API's number of values).
 */
export function toQueryEntries(view: Partial<DashboardView>): [string, string][] {
  const lists: Partial<Record<ListFilterKey, string[]>> = {};
  for (const key of LIST_FILTER_KEYS) {
    const values = view[key];
    if (values) lists[key] = canonical(values);
  }
  return toProjectsQueryEntries({
    ...lists,
    state: lists.state?.filter(isProjectState),
    q: view.q,
    sort: view.sort,
    page: view.page,
    limit: view.limit,
  });
}

/** The view as a query string without "?" ("" for the default view). */
export function toQueryString(view: Partial<DashboardView>): string {
  return toQueryEntries(view)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Number of filters in use (each list value counts once, a search counts once). */
export function activeFilterCount(view: ProjectFiltersView): number {
  return LIST_FILTER_KEYS.reduce((n, k) => n + view[k].length, 0) + (view.q.trim() ? 1 : 0);
}

export function hasActiveFilters(view: ProjectFiltersView): boolean {
  return activeFilterCount(view) > 0;
}

/**
 * Applies a change of filters: any change of filters returns to the first page; choosing
 * sub-counties drops wards that lie outside them.
 */
export function applyFilterChange(
  view: DashboardView,
  patch: Partial<DashboardView>,
  wardsOfSubCounty?: (subCounty: string) => readonly string[] | undefined,
): DashboardView {
  const next: DashboardView = { ...view, ...patch };
  const changesFilters = (Object.keys(patch) as (keyof DashboardView)[]).some(
    (k) => k !== 'page' && k !== 'limit' && k !== 'sort',
  );
  if (changesFilters || patch.limit !== undefined || patch.sort !== undefined) {
    next.page = patch.page ?? 1;
  }
  if (
    patch.subCounty &&
    next.subCounty.length > 0 &&
    wardsOfSubCounty &&
    patch.ward === undefined
  ) {
    const allowed = new Set(next.subCounty.flatMap((sc) => wardsOfSubCounty(sc) ?? []));
    next.ward = next.ward.filter((w) => allowed.has(w));
  }
  return next;
}

/** Query string of an export link: the filters only (no sort or paging). */
export function exportHref(format: string, view: ProjectFiltersView): string {
  const qs = toQueryString(filtersOf(view));
  return `/api/v1/projects/export.${format}${qs ? `?${qs}` : ''}`;
}
