/** A small project register for the export, import and selection demos. */
export interface ProjectRow {
  code: string;
  name: string;
  ward: string;
  department: string;
  /** Kenya shillings. */
  budget: number;
  /** Percent complete, 0 to 100. */
  progress: number;
  /** ISO date (yyyy-mm-dd). */
  startDate: string;
}

export const COLUMNS = [
  { key: 'code', label: 'Code' },
  { key: 'name', label: 'Project' },
  { key: 'ward', label: 'Ward' },
  { key: 'department', label: 'Department' },
  { key: 'budget', label: 'Budget (KES)' },
  { key: 'progress', label: 'Progress (%)' },
  { key: 'startDate', label: 'Start date' },
] as const satisfies readonly { key: keyof ProjectRow; label: string }[];

export const SAMPLE_ROWS: readonly ProjectRow[] = [
  {
    code: 'WAT-101',
    name: 'Kwa Kathoka borehole',
    ward: 'Wote/Nziu',
    department: 'Water',
    budget: 4_850_000,
    progress: 92,
    startDate: '2024-08-12',
  },
  {
    code: 'HLT-214',
    name: 'Kisau maternity wing',
    ward: 'Kisau/Kiteta',
    department: 'Health',
    budget: 12_400_000,
    progress: 61,
    startDate: '2024-02-03',
  },
  {
    code: 'RDS-330',
    name: 'Emali–Ngokolani road grading',
    ward: 'Emali/Mulala',
    department: 'Roads',
    budget: 7_900_000,
    progress: 38,
    startDate: '2025-01-20',
  },
  {
    code: 'EDU-118',
    name: 'Mbooni ECDE classrooms',
    ward: 'Tulimani',
    department: 'Education',
    budget: 3_200_000,
    progress: 100,
    startDate: '2023-09-04',
  },
  {
    code: 'AGR-402',
    name: 'Makindu fruit processing shed',
    ward: 'Makindu',
    department: 'Agriculture',
    budget: 6_750_000,
    progress: 74,
    startDate: '2024-05-16',
  },
  {
    code: 'WAT-117',
    name: 'Thwake pipeline extension',
    ward: 'Ukia',
    department: 'Water',
    budget: 18_300_000,
    progress: 27,
    startDate: '2025-03-01',
  },
  {
    code: 'HLT-230',
    name: 'Kibwezi dispensary solar',
    ward: 'Kikumbulyu North',
    department: 'Health',
    budget: 1_950_000,
    progress: 85,
    startDate: '2024-11-07',
  },
  {
    code: 'RDS-341',
    name: 'Kilome market access road',
    ward: 'Kasikeu',
    department: 'Roads',
    budget: 9_600_000,
    progress: 12,
    startDate: '2025-06-18',
  },
  {
    code: 'EDU-126',
    name: 'Mtito Andei polytechnic workshop',
    ward: 'Mtito Andei',
    department: 'Education',
    budget: 5_400_000,
    progress: 49,
    startDate: '2024-07-29',
  },
  {
    code: 'AGR-415',
    name: 'Kaiti cattle dip rehabilitation',
    ward: 'Kilungu',
    department: 'Agriculture',
    budget: 880_000,
    progress: 100,
    startDate: '2023-12-11',
  },
];

export const DEPARTMENT_NAMES = [...new Set(SAMPLE_ROWS.map((r) => r.department))].sort();
