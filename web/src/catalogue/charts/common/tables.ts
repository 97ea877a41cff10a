import {
  DEPARTMENTS,
  MIXED,
  MONTHLY,
  MONTHS,
  PROJECTS_BY_STATE,
  QUARTERS,
  RADAR,
  RADAR_AXES,
  SCATTER,
  SUB_COUNTIES,
} from './chart-data';
import type { ChartTable } from './chart-figure';

/** The figures behind each demo, as the table a screen reader is given. */
export const TABLES = {
  monthly: {
    columns: ['Month', 'Budget (Ksh m)', 'Paid (Ksh m)'],
    rows: MONTHS.map((m, i) => [m, MONTHLY.budget[i] ?? 0, MONTHLY.paid[i] ?? 0] as const),
  },
  byState: {
    columns: ['Sub-county', 'Completed', 'Ongoing', 'Stalled'],
    rows: SUB_COUNTIES.map(
      (s, i) =>
        [
          s,
          PROJECTS_BY_STATE.completed[i] ?? 0,
          PROJECTS_BY_STATE.ongoing[i] ?? 0,
          PROJECTS_BY_STATE.stalled[i] ?? 0,
        ] as const,
    ),
  },
  departments: {
    columns: ['Department', 'Share of budget (%)'],
    rows: DEPARTMENTS.map((d) => [d.name, d.value] as const),
  },
  radar: {
    columns: ['Measure', 'Makueni', 'Kibwezi'],
    rows: RADAR_AXES.map((a, i) => [a, RADAR.Makueni[i] ?? 0, RADAR.Kibwezi[i] ?? 0] as const),
  },
  scatter: {
    columns: ['Project', 'Budget (Ksh m)', 'Progress (%)'],
    rows: [
      ...SCATTER.water.map(([x, y], i) => [`Water ${i + 1}`, x, y] as const),
      ...SCATTER.roads.map(([x, y], i) => [`Roads ${i + 1}`, x, y] as const),
    ],
  },
  mixed: {
    columns: ['Quarter', 'Projects started', 'Completed (%)'],
    rows: QUARTERS.map((q, i) => [q, MIXED.started[i] ?? 0, MIXED.completedShare[i] ?? 0] as const),
  },
} satisfies Record<string, ChartTable>;

export const CAPTIONS = {
  line: 'Budget and payments by month, financial year 2024/25 (Ksh millions).',
  area: 'Budget and payments by month as filled areas (Ksh millions).',
  stacked: 'Projects by state in each sub-county: completed, ongoing and stalled.',
  horizontal: 'Completed projects by sub-county, as horizontal bars.',
  pie: 'Share of the development budget by department (%).',
  radar: 'Two sub-counties scored out of 100 on five measures.',
  scatter: 'Budget (Ksh millions) against progress (%) for water and road projects.',
  mixed: 'Projects started per quarter (bars) and the share completed (line, %).',
} as const;
