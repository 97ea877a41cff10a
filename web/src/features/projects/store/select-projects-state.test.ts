import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, filtersOf, type ProjectFiltersView } from '../lib/filters';
import { boundaries, meta, projects, projectsPage, summary } from '../testing/fixtures';
import {
  selectFinancialYearOptions,
  selectProjectsState,
  type ProjectsSources,
  type ProjectsState,
} from './select-projects-state';

const NO_FILTERS = filtersOf(DEFAULT_VIEW);

function sources(overrides: Partial<ProjectsSources> = {}): ProjectsSources {
  return {
    horizontal: false,
    filters: NO_FILTERS,
    meta: undefined,
    boundaries: undefined,
    summary: undefined,
    projectsPage: undefined,
    ...overrides,
  };
}

const FIELDS: (keyof ProjectsState)[] = [
  'horizontal',
  'allBoundaries',
  'departmentsOptions',
  'subCountiesOptions',
  'projectsStateOptions',
  'wardsOptions',
  'currentSubCounty',
  'currentWard',
  'currentDepartment',
  'currentState',
  'projects',
  'projectsStatus',
  'departmentStats',
  'involvement',
  'priorities',
  'defects',
  'financialSummary',
  'financialReport',
  'searchQuery',
  'totalProjects',
  'totalProjectsStatus',
  'loading',
];

describe('selectProjectsState', () => {
  it('has exactly the fields the dashboard reads, no more', () => {
    expect(Object.keys(selectProjectsState(sources())).sort()).toEqual([...FIELDS].sort());
  });

  it('starts empty and loading', () => {
    const s = selectProjectsState(sources());
    expect(s).toEqual({
      horizontal: false,
      allBoundaries: null,
      departmentsOptions: [],
      subCountiesOptions: [],
      projectsStateOptions: [],
      wardsOptions: [],
      currentSubCounty: [],
      currentWard: [],
      currentDepartment: [],
      currentState: [],
      projects: [],
      projectsStatus: [],
      departmentStats: [],
      involvement: null,
      priorities: [],
      defects: null,
      financialSummary: null,
      financialReport: [],
      searchQuery: '',
      totalProjects: 0,
      totalProjectsStatus: null,
      loading: true,
    } satisfies ProjectsState);
  });

  it('stops loading once ward, department or state data has loaded', () => {
    expect(selectProjectsState(sources({ meta })).loading).toBe(false);
    // Without /meta, the summary's facets also carry wards, departments and states.
    expect(selectProjectsState(sources({ summary: summary() })).loading).toBe(false);
    // Only the department facet is known: still counts as loaded.
    const onlyDepartments = summary({
      facets: { ...summary().facets, ward: [], state: [] },
      byState: [],
    });
    expect(selectProjectsState(sources({ summary: onlyDepartments })).loading).toBe(false);
    // Projects or boundaries alone do not end loading.
    expect(selectProjectsState(sources({ projectsPage: projectsPage(), boundaries })).loading).toBe(
      true,
    );
  });

  it('derives the options with live counts from /meta and the facets', () => {
    const s = selectProjectsState(sources({ meta, summary: summary() }));
    expect(s.subCountiesOptions).toEqual([
      { value: 'Makueni', label: 'Makueni', code: '086', count: 2 },
      { value: 'Kaiti', label: 'Kaiti', code: '085', count: 1 },
    ]);
    expect(s.departmentsOptions).toEqual([
      { value: 'health', label: 'Health Services', count: 1 },
      { value: 'water', label: 'Water and Sanitation', count: 2 },
    ]);
    expect(s.projectsStateOptions.map((o) => [o.value, o.count])).toEqual([
      ['planned', 0],
      ['procurement', 0],
      ['ongoing', 1],
      ['completed', 1],
      ['stalled', 1],
      ['cancelled', 0],
    ]);
    expect(s.wardsOptions.map((w) => [w.value, w.code, w.subCounty, w.count])).toEqual([
      ['Wote', '0424', 'Makueni', 1],
      ['Mbitini', '0430', 'Makueni', 1],
      ['Kee', '0421', 'Kaiti', 1],
    ]);
    expect(selectFinancialYearOptions(sources({ meta, summary: summary() }))).toEqual([
      { value: '2022/23', label: '2022/23', count: 1 },
      { value: '2023/24', label: '2023/24', count: 2 },
    ]);
  });

  it('has no counts before the summary arrives', () => {
    const s = selectProjectsState(sources({ meta }));
    expect(s.subCountiesOptions.every((o) => o.count === null)).toBe(true);
    expect(s.wardsOptions).toHaveLength(3);
  });

  it('narrows the wards to the chosen sub-county (by name or code)', () => {
    const filters: ProjectFiltersView = { ...NO_FILTERS, subCounty: ['Kaiti'] };
    expect(
      selectProjectsState(sources({ meta, filters })).wardsOptions.map((w) => w.value),
    ).toEqual(['Kee']);
    const byCode: ProjectFiltersView = { ...NO_FILTERS, subCounty: ['086'] };
    expect(
      selectProjectsState(sources({ meta, filters: byCode })).wardsOptions.map((w) => w.value),
    ).toEqual(['Wote', 'Mbitini']);
  });

  it('reports the current filters and search from the URL', () => {
    const filters: ProjectFiltersView = {
      subCounty: ['Makueni'],
      ward: ['Wote'],
      department: ['water'],
      state: ['ongoing', 'stalled'],
      financialYear: ['2023/24'],
      q: 'borehole',
    };
    const s = selectProjectsState(sources({ meta, filters }));
    expect(s.currentSubCounty).toEqual(['Makueni']);
    expect(s.currentWard).toEqual(['Wote']);
    expect(s.currentDepartment).toEqual(['water']);
    expect(s.currentState).toEqual(['ongoing', 'stalled']);
    expect(s.searchQuery).toBe('borehole');
  });

  it('takes the widgets from the summary and the table from the projects page', () => {
    const sum = summary();
    const s = selectProjectsState(
      sources({ meta, summary: sum, projectsPage: projectsPage(), boundaries, horizontal: true }),
    );
    expect(s.horizontal).toBe(true);
    expect(s.allBoundaries).toBe(boundaries);
    expect(s.projects).toEqual(projects);
    expect(s.departmentStats).toBe(sum.departmentStats);
    expect(s.involvement).toBe(sum.involvement);
    expect(s.priorities).toBe(sum.priorities);
    expect(s.defects).toBe(sum.defects);
    expect(s.financialSummary).toBe(sum.financialSummary);
    expect(s.financialReport).toBe(sum.financialReport);
    expect(s.totalProjects).toBe(3);
    expect(s.totalProjectsStatus).toEqual({
      count: 3,
      budget: 16_000_000,
      paid: 4_900_000,
      absorption: 30.6,
    });
    expect(s.projectsStatus.find((p) => p.state === 'stalled')).toEqual({
      state: 'stalled',
      count: 1,
      budget: 9_000_000,
      paid: 1_000_000,
      absorption: 11.1,
    });
    expect(s.projectsStatus.find((p) => p.state === 'planned')?.absorption).toBe(0);
  });

  it('falls back to the projects page total before the summary arrives', () => {
    expect(selectProjectsState(sources({ projectsPage: projectsPage() })).totalProjects).toBe(3);
  });

  it('is memoised: same sources, same object', () => {
    const src = sources({ meta, summary: summary() });
    expect(selectProjectsState(src)).toBe(selectProjectsState({ ...src }));
  });
});
