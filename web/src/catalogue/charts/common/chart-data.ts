/**
 * Sample figures for the chart demos: the six sub-counties of Makueni and a financial year by
 * month. Every library draws the same numbers, so the pages compare like with like.
 */

export const MONTHS = [
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
] as const;

/** Millions of shillings budgeted and paid, by month. */
export const MONTHLY = {
  budget: [42, 38, 51, 47, 55, 40, 36, 49, 58, 62, 57, 70],
  paid: [18, 25, 30, 34, 41, 33, 28, 39, 45, 52, 50, 61],
} as const;

export const SUB_COUNTIES = [
  'Mbooni',
  'Kilome',
  'Kaiti',
  'Makueni',
  'Kibwezi West',
  'Kibwezi East',
] as const;

/** Projects by state in each sub-county (stacked bars). */
export const PROJECTS_BY_STATE = {
  completed: [34, 21, 27, 40, 31, 25],
  ongoing: [18, 12, 15, 22, 19, 16],
  stalled: [4, 6, 3, 5, 7, 8],
} as const;

/** Share of the development budget by department (pie and donut). */
export const DEPARTMENTS = [
  { name: 'Water', value: 31 },
  { name: 'Health', value: 24 },
  { name: 'Roads', value: 19 },
  { name: 'Education', value: 14 },
  { name: 'Agriculture', value: 12 },
] as const;

/** Scores out of 100 for two sub-counties across five measures (radar). */
export const RADAR_AXES = [
  'Absorption',
  'On time',
  'Completion',
  'Participation',
  'Audit',
] as const;
export const RADAR = {
  Makueni: [82, 68, 75, 90, 71],
  Kibwezi: [64, 79, 58, 72, 85],
} as const;

/** Budget (millions) against progress (%) for a sample of projects (scatter). */
export const SCATTER = {
  water: [
    [2.1, 88],
    [4.5, 64],
    [6.8, 72],
    [1.2, 97],
    [9.4, 41],
    [3.3, 80],
  ],
  roads: [
    [5.2, 55],
    [12.6, 30],
    [8.1, 47],
    [3.9, 76],
    [15.3, 22],
    [7.4, 61],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** Projects started per quarter and the share completed (mixed bar and line). */
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const MIXED = {
  started: [46, 58, 39, 64],
  completedShare: [61, 67, 72, 70],
} as const;

/** Reverses a list for a right-to-left axis drawn by a library that has no reversed axis. */
export function inReadingOrder<T>(values: readonly T[], rtl: boolean): T[] {
  return rtl ? [...values].reverse() : [...values];
}
