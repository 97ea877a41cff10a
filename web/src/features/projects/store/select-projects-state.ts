/**
 * The dashboard's projects state (summary, wards, departments, states, filters, loading),
 * derived (never copied) from the API's query results and the filters in the URL. Filter
 * values are lists: several values of one filter combine with OR, and an empty list means "all".
 */
import { createSelector } from '@reduxjs/toolkit';
import type {
  Boundaries,
  DefectsSummary,
  DepartmentStat,
  FacetValue,
  FinancialReportRow,
  FinancialSummary,
  InvolvementSummary,
  Meta,
  PrioritySummary,
  ProjectListItem,
  ProjectsPage,
  ProjectsSummary,
  ProjectState,
} from '@app/common/projects';
import { absorptionPercent } from '@app/common/project-figures';
import type { ProjectFiltersView } from '../lib/filters';

/** One choice of a filter; count is the live facet count (null until the summary is known). */
export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
  count: number | null;
}

export interface WardFilterOption extends FilterOption {
  code: string;
  subCounty: string;
}

export interface SubCountyFilterOption extends FilterOption {
  code: string;
}

/** Projects, money and absorption of one state (or of all states for the total). */
export interface StatusTotals {
  count: number;
  budget: number;
  paid: number;
  /** paid / budget, % */
  absorption: number;
}

export interface ProjectStatus extends StatusTotals {
  state: ProjectState;
}

export interface ProjectsState {
  /** The shell draws the horizontal layout (the dashboard uses the full width). */
  horizontal: boolean;
  /** Ward, sub-county and county outlines (GeoJSON), once loaded. */
  allBoundaries: Boundaries | null;
  departmentsOptions: FilterOption[];
  subCountiesOptions: SubCountyFilterOption[];
  projectsStateOptions: FilterOption<ProjectState>[];
  /** Wards of the chosen sub-counties (all wards when none is chosen). */
  wardsOptions: WardFilterOption[];
  currentSubCounty: readonly string[];
  currentWard: readonly string[];
  currentDepartment: readonly string[];
  currentState: readonly ProjectState[];
  /** The current page of the projects table. */
  projects: ProjectListItem[];
  /** Count, budget, paid and absorption per state, in the contract's state order. */
  projectsStatus: ProjectStatus[];
  departmentStats: DepartmentStat[];
  involvement: InvolvementSummary | null;
  priorities: PrioritySummary[];
  defects: DefectsSummary | null;
  financialSummary: FinancialSummary | null;
  financialReport: FinancialReportRow[];
  searchQuery: string;
  /** Projects matching the filters (all pages). */
  totalProjects: number;
  /** The totals over every state for the filtered projects. */
  totalProjectsStatus: StatusTotals | null;
  /** True at start; false once ward, department or state data has loaded, whichever comes first. */
  loading: boolean;
}

/** What the state is derived from: the query results (undefined until loaded) and the URL. */
export interface ProjectsSources {
  horizontal: boolean;
  filters: ProjectFiltersView;
  meta: Meta | undefined;
  boundaries: Boundaries | undefined;
  summary: ProjectsSummary | undefined;
  projectsPage: ProjectsPage | undefined;
}

const EMPTY: never[] = [];

/** Finds the facet count of a value by its value, code or label (case-insensitive). */
function facetLookup(facet: readonly FacetValue[] | undefined) {
  if (!facet) return (): number | null => null;
  const counts = new Map<string, number>();
  for (const f of facet) {
    counts.set(f.value.toLowerCase(), f.count);
    if (!counts.has(f.label.toLowerCase())) counts.set(f.label.toLowerCase(), f.count);
  }
  return (...keys: string[]): number | null => {
    for (const k of keys) {
      const n = counts.get(k.toLowerCase());
      if (n !== undefined) return n;
    }
    return 0;
  };
}

function optionsFromFacet(facet: readonly FacetValue[] | undefined): FilterOption[] {
  return (facet ?? []).map((f) => ({ value: f.value, label: f.label, count: f.count }));
}

const selectHorizontal = (s: ProjectsSources) => s.horizontal;
const selectFilters = (s: ProjectsSources) => s.filters;
const selectMeta = (s: ProjectsSources) => s.meta;
const selectBoundaries = (s: ProjectsSources) => s.boundaries;
const selectSummary = (s: ProjectsSources) => s.summary;
const selectPage = (s: ProjectsSources) => s.projectsPage;

export const selectSubCountiesOptions = createSelector(
  [selectMeta, selectSummary],
  (meta, summary): SubCountyFilterOption[] => {
    const count = facetLookup(summary?.facets.subCounty);
    if (meta) {
      return meta.subCounties.map((sc) => ({
        value: sc.name,
        label: sc.name,
        code: sc.code,
        count: count(sc.name, sc.code),
      }));
    }
    return optionsFromFacet(summary?.facets.subCounty).map((o) => ({ ...o, code: o.value }));
  },
);

export const selectWardsOptions = createSelector(
  [selectMeta, selectSummary, (s: ProjectsSources) => s.filters.subCounty],
  (meta, summary, subCounties): WardFilterOption[] => {
    const count = facetLookup(summary?.facets.ward);
    if (meta) {
      const chosen = new Set(subCounties.map((s) => s.toLowerCase()));
      return meta.subCounties
        .filter(
          (sc) =>
            chosen.size === 0 ||
            chosen.has(sc.name.toLowerCase()) ||
            chosen.has(sc.code.toLowerCase()),
        )
        .flatMap((sc) =>
          sc.wards.map((w) => ({
            value: w.name,
            label: w.name,
            code: w.code,
            subCounty: sc.name,
            count: count(w.name, w.code),
          })),
        );
    }
    return optionsFromFacet(summary?.facets.ward).map((o) => ({
      ...o,
      code: o.value,
      subCounty: '',
    }));
  },
);

export const selectDepartmentsOptions = createSelector(
  [selectMeta, selectSummary],
  (meta, summary): FilterOption[] => {
    const count = facetLookup(summary?.facets.department);
    if (meta) {
      return meta.departments.map((d) => ({
        value: d.id,
        label: d.name,
        count: count(d.id, d.name),
      }));
    }
    return optionsFromFacet(summary?.facets.department);
  },
);

export const selectProjectsStateOptions = createSelector(
  [selectMeta, selectSummary],
  (meta, summary): FilterOption<ProjectState>[] => {
    const count = facetLookup(summary?.facets.state);
    const states: readonly ProjectState[] =
      meta?.states ?? summary?.byState.map((s) => s.state) ?? EMPTY;
    return states.map((state) => ({ value: state, label: state, count: count(state) }));
  },
);

/** Financial years present in the data (oldest first) with their counts. */
export const selectFinancialYearOptions = createSelector(
  [selectMeta, selectSummary],
  (meta, summary): FilterOption[] => {
    const count = facetLookup(summary?.facets.financialYear);
    if (meta) return meta.financialYears.map((fy) => ({ value: fy, label: fy, count: count(fy) }));
    return optionsFromFacet(summary?.facets.financialYear);
  },
);

const selectProjectsStatus = createSelector([selectSummary], (summary): ProjectStatus[] =>
  (summary?.byState ?? EMPTY).map((s) => ({
    state: s.state,
    count: s.count,
    budget: s.budget,
    paid: s.paid,
    absorption: absorptionPercent(s.paid, s.budget),
  })),
);

const selectTotalProjectsStatus = createSelector([selectSummary], (summary): StatusTotals | null =>
  summary
    ? {
        count: summary.totals.projects,
        budget: summary.totals.budget,
        paid: summary.totals.paid,
        absorption: absorptionPercent(summary.totals.paid, summary.totals.budget),
      }
    : null,
);

export const selectProjectsState = createSelector(
  [
    selectHorizontal,
    selectFilters,
    selectBoundaries,
    selectSummary,
    selectPage,
    selectDepartmentsOptions,
    selectSubCountiesOptions,
    selectProjectsStateOptions,
    selectWardsOptions,
    selectProjectsStatus,
    selectTotalProjectsStatus,
  ],
  (
    horizontal,
    filters,
    boundaries,
    summary,
    page,
    departmentsOptions,
    subCountiesOptions,
    projectsStateOptions,
    wardsOptions,
    projectsStatus,
    totalProjectsStatus,
  ): ProjectsState => ({
    horizontal,
    allBoundaries: boundaries ?? null,
    departmentsOptions,
    subCountiesOptions,
    projectsStateOptions,
    wardsOptions,
    currentSubCounty: filters.subCounty,
    currentWard: filters.ward,
    currentDepartment: filters.department,
    currentState: filters.state,
    projects: page?.items ?? EMPTY,
    projectsStatus,
    departmentStats: summary?.departmentStats ?? EMPTY,
    involvement: summary?.involvement ?? null,
    priorities: summary?.priorities ?? EMPTY,
    defects: summary?.defects ?? null,
    financialSummary: summary?.financialSummary ?? null,
    financialReport: summary?.financialReport ?? EMPTY,
    searchQuery: filters.q,
    totalProjects: summary?.totals.projects ?? page?.total ?? 0,
    totalProjectsStatus,
    loading:
      wardsOptions.length === 0 &&
      departmentsOptions.length === 0 &&
      projectsStateOptions.length === 0,
  }),
);
