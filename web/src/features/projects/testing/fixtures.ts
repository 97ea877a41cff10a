/** Small contract-shaped answers of /api/v1 for tests (checked against the schemas in fixtures.test.ts). */
import type {
  Boundaries,
  BoundaryFeature,
  FacetValue,
  Meta,
  ProjectDetail,
  ProjectListItem,
  ProjectsPage,
  ProjectsSummary,
} from '@app/common/projects';

export const meta: Meta = {
  county: { name: 'Makueni', code: '017', headquarters: 'Wote' },
  subCounties: [
    {
      name: 'Makueni',
      code: '086',
      wards: [
        { name: 'Wote', code: '0424' },
        { name: 'Mbitini', code: '0430' },
      ],
    },
    { name: 'Kaiti', code: '085', wards: [{ name: 'Kee', code: '0421' }] },
  ],
  departments: [
    { id: 'health', name: 'Health Services' },
    { id: 'water', name: 'Water and Sanitation' },
  ],
  states: ['planned', 'procurement', 'ongoing', 'completed', 'stalled', 'cancelled'],
  financialYears: ['2022/23', '2023/24'],
  dataset: { name: 'Sample data', isSample: true, projectCount: 3 },
  isSample: true,
  dataLicence: {
    id: 'CC-BY-4.0',
    name: 'CC BY 4.0',
    title: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  publisher: { name: 'County Government of Makueni' },
  contact: null,
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  attribution:
    'Ward boundaries: "Kenya County Assembly Boundaries" by Benedict Aboki Omare and George Omare (2017), CC BY 4.0.',
  boundariesNote: 'Boundaries are approximate and not official.',
  dataVersion: '1-test',
  lastUpdated: '2026-03-31T10:00:00.000Z',
};

const facet = (value: string, count: number, label = value): FacetValue => ({
  value,
  label,
  count,
});

export function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    code: 'MKN-2023-00001',
    title: 'Drilling and equipping of Kaumoni borehole',
    department: 'Water and Sanitation',
    departmentId: 'water',
    subCounty: 'Makueni',
    subCountyCode: '086',
    ward: 'Wote',
    wardCode: '0424',
    state: 'ongoing',
    stalledReason: null,
    financialYear: '2023/24',
    budget: 5_000_000,
    contractSum: 4_800_000,
    paid: 2_000_000,
    fundingSource: 'Equitable Share',
    contractor: 'Kitonga Engineering Works',
    progress: 45,
    progressDate: '2024-03-01',
    priorityRank: 1,
    startDate: '2023-10-01',
    plannedEndDate: '2024-06-30',
    completionDate: null,
    lastVerified: '2024-03-05',
    location: { lat: -1.78, lon: 37.63 },
    involvement: { forums: 2, participants: 140 },
    openDefects: 1,
    ...overrides,
  };
}

export const projects: ProjectListItem[] = [
  project(),
  project({
    code: 'MKN-2023-00002',
    title: 'Construction of maternity wing at Kee dispensary',
    department: 'Health Services',
    departmentId: 'health',
    subCounty: 'Kaiti',
    subCountyCode: '085',
    ward: 'Kee',
    wardCode: '0421',
    state: 'stalled',
    stalledReason: 'Contractor left the site',
    budget: 9_000_000,
    paid: 1_000_000,
  }),
  project({
    code: 'MKN-2022-00003',
    title: 'Desilting of Mbitini earth dam',
    ward: 'Mbitini',
    wardCode: '0430',
    state: 'completed',
    financialYear: '2022/23',
    budget: 2_000_000,
    contractSum: 1_900_000,
    paid: 1_900_000,
    progress: 100,
  }),
];

export function projectsPage(
  items: ProjectListItem[] = projects,
  page = 1,
  limit = 20,
): ProjectsPage {
  return {
    items,
    total: items.length,
    totalRelation: 'eq',
    page,
    limit,
    pages: Math.max(1, Math.ceil(items.length / limit)),
    sort: 'code',
    dataVersion: '1-test',
  };
}

export function summary(overrides: Partial<ProjectsSummary> = {}): ProjectsSummary {
  return {
    totals: { projects: 3, budget: 16_000_000, contractSum: 11_500_000, paid: 4_900_000 },
    byState: [
      { state: 'planned', count: 0, budget: 0, paid: 0 },
      { state: 'procurement', count: 0, budget: 0, paid: 0 },
      { state: 'ongoing', count: 1, budget: 5_000_000, paid: 2_000_000 },
      { state: 'completed', count: 1, budget: 2_000_000, paid: 1_900_000 },
      { state: 'stalled', count: 1, budget: 9_000_000, paid: 1_000_000 },
      { state: 'cancelled', count: 0, budget: 0, paid: 0 },
    ],
    involvement: {
      forums: 6,
      participants: 420,
      projectsWithForums: 3,
      averageParticipantsPerForum: 70,
    },
    priorities: [
      { rank: 1, count: 3, budget: 16_000_000, completed: 1 },
      { rank: 2, count: 0, budget: 0, completed: 0 },
      { rank: 3, count: 0, budget: 0, completed: 0 },
      { rank: 4, count: 0, budget: 0, completed: 0 },
      { rank: 5, count: 0, budget: 0, completed: 0 },
      { rank: null, count: 0, budget: 0, completed: 0 },
    ],
    defects: {
      total: 4,
      open: 3,
      fixed: 1,
      projectsWithDefects: 3,
      bySeverity: [
        { severity: 'minor', count: 2, open: 1 },
        { severity: 'major', count: 1, open: 1 },
        { severity: 'critical', count: 1, open: 1 },
      ],
      byCategory: [
        { category: 'structural', count: 1 },
        { category: 'drainage', count: 3 },
      ],
    },
    departmentStats: [
      {
        department: 'Water and Sanitation',
        departmentId: 'water',
        count: 2,
        budget: 7_000_000,
        paid: 3_900_000,
        absorption: 55.7,
      },
      {
        department: 'Health Services',
        departmentId: 'health',
        count: 1,
        budget: 9_000_000,
        paid: 1_000_000,
        absorption: 11.1,
      },
    ],
    financialSummary: {
      budget: 16_000_000,
      contractSum: 11_500_000,
      paid: 4_900_000,
      balance: 11_100_000,
      absorption: 30.6,
    },
    financialReport: [
      {
        financialYear: '2022/23',
        department: 'Water and Sanitation',
        departmentId: 'water',
        count: 1,
        budget: 2_000_000,
        contractSum: 1_900_000,
        paid: 1_900_000,
        balance: 100_000,
        absorption: 95,
      },
      {
        financialYear: '2023/24',
        department: 'Health Services',
        departmentId: 'health',
        count: 1,
        budget: 9_000_000,
        contractSum: 4_800_000,
        paid: 1_000_000,
        balance: 8_000_000,
        absorption: 11.1,
      },
    ],
    facets: {
      subCounty: [facet('Makueni', 2), facet('Kaiti', 1)],
      ward: [facet('Wote', 1), facet('Mbitini', 1), facet('Kee', 1)],
      department: [
        facet('water', 2, 'Water and Sanitation'),
        facet('health', 1, 'Health Services'),
      ],
      state: [facet('ongoing', 1), facet('completed', 1), facet('stalled', 1)],
      financialYear: [facet('2022/23', 1), facet('2023/24', 2)],
    },
    byWard: [
      {
        ward: 'Wote',
        wardCode: '0424',
        subCounty: 'Makueni',
        count: 1,
        budget: 5_000_000,
        paid: 2_000_000,
        absorption: 40,
      },
      {
        ward: 'Mbitini',
        wardCode: '0430',
        subCounty: 'Makueni',
        count: 1,
        budget: 2_000_000,
        paid: 1_900_000,
        absorption: 95,
      },
      {
        ward: 'Kee',
        wardCode: '0421',
        subCounty: 'Kaiti',
        count: 1,
        budget: 9_000_000,
        paid: 1_000_000,
        absorption: 11.1,
      },
    ],
    filters: { subCounty: [], ward: [], department: [], state: [], financialYear: [], q: null },
    dataVersion: '1-test',
    ...overrides,
  };
}

function square(
  level: 'ward' | 'subCounty',
  code: string,
  name: string,
  x: number,
  y: number,
  extra: Partial<BoundaryFeature['properties']> = {},
): BoundaryFeature {
  const ring = [
    [x, y],
    [x + 0.1, y],
    [x + 0.1, y + 0.1],
    [x, y + 0.1],
    [x, y],
  ];
  return {
    type: 'Feature',
    id: code,
    properties: { level, code, name, county: 'Makueni', countyCode: '017', ...extra },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

export const boundaries: Boundaries = {
  type: 'FeatureCollection',
  attribution: meta.attribution,
  features: [
    square('ward', '0424', 'Wote', 37.6, -1.8, {
      ward: 'Wote',
      wardCode: '0424',
      subCounty: 'Makueni',
      subCountyCode: '086',
    }),
    square('ward', '0430', 'Mbitini', 37.7, -1.8, {
      ward: 'Mbitini',
      wardCode: '0430',
      subCounty: 'Makueni',
      subCountyCode: '086',
    }),
    square('ward', '0421', 'Kee', 37.6, -1.7, {
      ward: 'Kee',
      wardCode: '0421',
      subCounty: 'Kaiti',
      subCountyCode: '085',
    }),
    square('subCounty', '086', 'Makueni', 37.6, -1.8, {
      subCounty: 'Makueni',
      subCountyCode: '086',
    }),
    square('subCounty', '085', 'Kaiti', 37.6, -1.7, { subCounty: 'Kaiti', subCountyCode: '085' }),
  ],
};

export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...project(),
    description: 'Drilling, test pumping, solar pumping unit and a water kiosk.',
    progressReadings: [
      { date: '2023-12-01', percent: 10, note: 'Site cleared' },
      { date: '2024-03-01', percent: 45, note: null },
    ],
    defects: [
      {
        id: 1,
        category: 'drainage',
        severity: 'minor',
        description: 'Blocked drain at the kiosk',
        reportedOn: '2024-03-05',
        fixedOn: null,
        liabilityPeriodEnd: null,
      },
    ],
    isSample: true,
    updatedAt: '2026-03-31T10:00:00.000Z',
    ...overrides,
  };
}
