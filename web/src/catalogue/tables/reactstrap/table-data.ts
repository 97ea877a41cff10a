export interface ProjectRow {
  code: string;
  title: string;
  ward: string;
  budget: number;
  progress: number;
  state: 'Completed' | 'Ongoing' | 'Stalled' | 'Planned';
}

/** A few invented projects for the Bootstrap table demos. */
export const PROJECT_ROWS: ProjectRow[] = [
  {
    code: 'MKN-001',
    title: 'Wote water pan desilting',
    ward: 'Wote',
    budget: 4_500_000,
    progress: 100,
    state: 'Completed',
  },
  {
    code: 'MKN-002',
    title: 'Makindu market shed',
    ward: 'Makindu',
    budget: 12_800_000,
    progress: 64,
    state: 'Ongoing',
  },
  {
    code: 'MKN-003',
    title: 'Kathonzweni ECDE classrooms',
    ward: 'Kathonzweni',
    budget: 6_200_000,
    progress: 15,
    state: 'Stalled',
  },
  {
    code: 'MKN-004',
    title: 'Emali borehole and solar pump',
    ward: 'Emali/Mulala',
    budget: 3_900_000,
    progress: 0,
    state: 'Planned',
  },
  {
    code: 'MKN-005',
    title: 'Mtito Andei health centre ward',
    ward: 'Mtito Andei',
    budget: 18_400_000,
    progress: 82,
    state: 'Ongoing',
  },
];

export const kes = (value: number) =>
  new Intl.NumberFormat('en-KE', {
    style: 'currency',
    currency: 'KES',
    maximumFractionDigits: 0,
  }).format(value);
