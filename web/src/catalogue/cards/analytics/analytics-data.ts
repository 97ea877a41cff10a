/** Sample figures for the analytics cards (invented, in the portal's terms). */
export const STATE_SHARES = [
  { key: 'complete', label: 'Complete', value: 862, color: 'var(--bs-success)' },
  { key: 'ongoing', label: 'Ongoing', value: 365, color: 'var(--bs-primary)' },
  { key: 'stalled', label: 'Stalled', value: 57, color: 'var(--bs-danger)' },
] as const;

export const DEPARTMENT_BUDGETS = [
  { key: 'water', label: 'Water and sanitation', value: 2.9, paid: 2.1 },
  { key: 'roads', label: 'Roads and transport', value: 2.4, paid: 1.5 },
  { key: 'health', label: 'Health', value: 1.8, paid: 1.4 },
  { key: 'agriculture', label: 'Agriculture', value: 1.1, paid: 0.6 },
  { key: 'education', label: 'Education', value: 0.8, paid: 0.7 },
] as const;

export const MONTHLY_PROGRESS = [
  { date: '2025-01-01', value: 12 },
  { date: '2025-02-01', value: 19 },
  { date: '2025-03-01', value: 27 },
  { date: '2025-04-01', value: 31 },
  { date: '2025-05-01', value: 42 },
  { date: '2025-06-01', value: 55 },
  { date: '2025-07-01', value: 61 },
  { date: '2025-08-01', value: 68 },
] as const;
