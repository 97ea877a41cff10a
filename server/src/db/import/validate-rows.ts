import { parseFinancialYearLenient, PROJECT_STATES, type ProjectState } from '@app/common';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '@app/common/import-columns';
import { z } from 'zod';
import { matchKey } from '../../lib/text.ts';
import type { ProjectInput } from '../project-input.ts';
import type { KeepableColumn } from '../writer/project-rows.ts';
import {
  DEPARTMENT_REFS,
  loadBoundaries,
  SUB_COUNTY_REFS,
  WARD_REFS,
  type DepartmentRef,
  type SubCountyRef,
  type WardRef,
} from '../seed/reference-data.ts';
import {
  coordinateField,
  dateField,
  intField,
  moneyField,
  requiredText,
  text,
} from './cell-fields.ts';
import type { Table, TableRow } from './read-table.ts';

export interface ImportIssue {
  /** Row number as shown by a spreadsheet (the header is row 1); 1 for problems with the header. */
  row: number;
  column: string;
  problem: string;
}

/** Columns written by the export that the import reads past. */
export const IGNORED_COLUMNS = [
  'department_id',
  'sub_county_code',
  'ward_code',
  'open_defects',
] as const;

function byKey<T>(entries: Array<[string, T]>): Map<string, T> {
  return new Map(entries);
}

const subCountyByKey = byKey<SubCountyRef>(
  SUB_COUNTY_REFS.flatMap((s) => [
    [s.code, s],
    [String(s.id), s],
    [matchKey(s.name), s],
  ]),
);
const wardByKey = byKey<WardRef>([
  ...WARD_REFS.flatMap((w) => w.aliases.map((a): [string, WardRef] => [matchKey(a), w])),
  ...WARD_REFS.flatMap((w): Array<[string, WardRef]> => [
    [w.code, w],
    [String(w.id), w],
    [matchKey(w.name), w],
  ]),
]);
const departmentByKey = byKey<DepartmentRef>([
  ...DEPARTMENT_REFS.flatMap((d) =>
    d.variants.map((v): [string, DepartmentRef] => [matchKey(v), d]),
  ),
  ...DEPARTMENT_REFS.flatMap((d): Array<[string, DepartmentRef]> => [
    [d.slug, d],
    [matchKey(d.name), d],
  ]),
]);

/** Bounding box of the county with a small margin, for coordinates. */
const COUNTY_BOX = (() => {
  const ring = loadBoundaries().county[0]?.geometry.coordinates[0] ?? [];
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const m = 0.05;
  return {
    minLon: Math.min(...lons) - m,
    maxLon: Math.max(...lons) + m,
    minLat: Math.min(...lats) - m,
    maxLat: Math.max(...lats) + m,
  };
})();

const rowSchema = z
  .object({
    code: requiredText(40).regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
      'may contain only letters, digits, ".", "_" and "-"',
    ),
    title: requiredText(300),
    description: z.string().max(5000, 'is longer than 5000 characters'),
    department: z.string().transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return z.NEVER;
      }
      const found = departmentByKey.get(v) ?? departmentByKey.get(matchKey(v));
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `unknown department "${v.slice(0, 80)}"` });
        return z.NEVER;
      }
      return found;
    }),
    sub_county: z.string().transform((v, ctx) => {
      if (v === '') return null;
      const found = subCountyByKey.get(v) ?? subCountyByKey.get(matchKey(v));
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `unknown sub-county "${v.slice(0, 80)}"` });
        return z.NEVER;
      }
      return found;
    }),
    ward: z.string().transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return z.NEVER;
      }
      const found = wardByKey.get(v) ?? wardByKey.get(matchKey(v));
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `unknown ward "${v.slice(0, 80)}"` });
        return z.NEVER;
      }
      return found;
    }),
    state: z.string().transform((v, ctx) => {
      const s = v.trim().toLowerCase();
      if (!(PROJECT_STATES as readonly string[]).includes(s)) {
        ctx.addIssue({
          code: 'custom',
          message:
            v === ''
              ? 'is required'
              : `unknown state "${v.slice(0, 40)}"; use one of ${PROJECT_STATES.join(', ')}`,
        });
        return z.NEVER;
      }
      return s as ProjectState;
    }),
    stalled_reason: text(500),
    financial_year: z.string().transform((v, ctx) => {
      const fy = parseFinancialYearLenient(v);
      if (fy === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            v === '' ? 'is required' : `"${v.slice(0, 40)}" is not a financial year like 2023/24`,
        });
        return z.NEVER;
      }
      return fy;
    }),
    start_date: dateField,
    planned_end_date: dateField,
    completion_date: dateField,
    budget: moneyField(true),
    contract_sum: moneyField(false),
    paid: moneyField(false),
    funding_source: requiredText(200),
    contractor: text(200),
    progress: intField(0, 100),
    progress_date: dateField,
    progress_note: text(500),
    priority_rank: intField(1, 99),
    forums: intField(0, 10_000),
    participants: intField(0, 10_000_000),
    latitude: coordinateField(COUNTY_BOX.minLat, COUNTY_BOX.maxLat),
    longitude: coordinateField(COUNTY_BOX.minLon, COUNTY_BOX.maxLon),
    last_verified: dateField,
  })
  .superRefine((r, ctx) => {
    if (r.sub_county && r.ward.subCountyId !== r.sub_county.id) {
      ctx.addIssue({
        code: 'custom',
        path: ['ward'],
        message: `"${r.ward.name}" is not in sub-county "${r.sub_county.name}"`,
      });
    }
    if (r.state === 'stalled' && r.stalled_reason === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['stalled_reason'],
        message: 'is required when the state is stalled',
      });
    }
    if ((r.latitude === null) !== (r.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [r.latitude === null ? 'latitude' : 'longitude'],
        message: 'latitude and longitude go together',
      });
    }
    if (r.start_date && r.planned_end_date && r.planned_end_date < r.start_date) {
      ctx.addIssue({ code: 'custom', path: ['planned_end_date'], message: 'is before start_date' });
    }
    if (r.start_date && r.completion_date && r.completion_date < r.start_date) {
      ctx.addIssue({ code: 'custom', path: ['completion_date'], message: 'is before start_date' });
    }
    if (r.progress_date && r.progress === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['progress'],
        message: 'is required when progress_date is given',
      });
    }
  });

type Row = z.output<typeof rowSchema>;

/**
 * Stored fields an import leaves as they are when its file has no column for them (the import
 * column, then the stored ones it writes). Required columns are always there; latitude and
 * longitude go together.
 */
const KEPT_WITHOUT_COLUMN: ReadonlyArray<[string[], KeepableColumn[]]> = [
  [['description'], ['description']],
  [['stalled_reason'], ['stalled_reason']],
  [['start_date'], ['start_date']],
  [['planned_end_date'], ['planned_end_date']],
  [['completion_date'], ['completion_date']],
  [['contract_sum'], ['contract_sum']],
  [['paid'], ['paid']],
  [['contractor'], ['contractor']],
  [['priority_rank'], ['priority_rank']],
  [['forums'], ['forums']],
  [['participants'], ['participants']],
  [
    ['latitude', 'longitude'],
    ['lat', 'lon'],
  ],
  [['last_verified'], ['last_verified']],
];

/** The stored fields an import of a file with these headers leaves as they are. */
export function keptColumns(headers: readonly string[]): KeepableColumn[] {
  return KEPT_WITHOUT_COLUMN.filter(([columns]) =>
    columns.every((c) => !headers.includes(c)),
  ).flatMap(([, kept]) => kept);
}

function toProjectInput(r: Row, today: string, hasNote: boolean): ProjectInput {
  const progressDate = r.progress_date ?? r.last_verified ?? today;
  return {
    code: r.code,
    title: r.title,
    description: r.description,
    departmentId: r.department.id,
    subCountyId: r.ward.subCountyId,
    wardId: r.ward.id,
    state: r.state,
    stalledReason: r.stalled_reason,
    financialYear: r.financial_year,
    startDate: r.start_date,
    plannedEndDate: r.planned_end_date,
    completionDate: r.completion_date,
    budget: r.budget ?? 0,
    contractSum: r.contract_sum,
    paid: r.paid ?? 0,
    fundingSource: r.funding_source,
    contractor: r.contractor,
    priorityRank: r.priority_rank,
    forums: r.forums ?? 0,
    participants: r.participants ?? 0,
    lat: r.latitude,
    lon: r.longitude,
    lastVerified: r.last_verified,
    isSample: false,
    progressReadings:
      r.progress === null
        ? []
        : [
            hasNote
              ? { date: progressDate, percent: r.progress, note: r.progress_note }
              : { date: progressDate, percent: r.progress, note: 'Imported', keepNote: true },
          ],
  };
}

export interface ValidationResult {
  projects: ProjectInput[];
  issues: ImportIssue[];
  /** Columns that are read past (not an error). */
  ignoredColumns: string[];
}

/** Issues kept for the report; more are counted, not kept (a bad 150,000-row file stays small). */
export const MAX_KEPT_ISSUES = 1000;

/**
 * Checks one row at a time, so a file can be read as a stream: it keeps the first row of every
 * code (to report repeats) and at most MAX_KEPT_ISSUES issues, nothing else.
 */
export class RowValidator {
  readonly issues: ImportIssue[] = [];
  /** Every issue found, including those past MAX_KEPT_ISSUES. */
  issueCount = 0;
  rows = 0;
  readonly ignoredColumns: string[];
  /** Stored fields the file has no column for, which existing projects keep. */
  readonly keepColumns: KeepableColumn[];
  /** The header itself is unusable (a required column is missing): rows are not checked. */
  readonly headerFailed: boolean;
  private readonly firstRowOfCode = new Map<string, number>();
  private readonly hasNote: boolean;

  constructor(
    headers: readonly string[],
    private readonly today = new Date().toISOString().slice(0, 10),
  ) {
    const known = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS, ...IGNORED_COLUMNS]);
    for (const column of REQUIRED_COLUMNS) {
      if (!headers.includes(column))
        this.add({ row: 1, column, problem: 'required column is missing' });
    }
    this.ignoredColumns = headers.filter((h) => !known.has(h));
    this.keepColumns = keptColumns(headers);
    this.hasNote = headers.includes('progress_note');
    this.headerFailed = this.issueCount > 0;
  }

  private add(issue: ImportIssue): void {
    this.issueCount += 1;
    if (this.issues.length < MAX_KEPT_ISSUES) this.issues.push(issue);
  }

  /** The row as a project when it is good (and its code is not a repeat), else undefined. */
  check({ row, values }: TableRow): ProjectInput | undefined {
    this.rows += 1;
    const input: Record<string, string> = {};
    for (const column of [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]) {
      input[column] = (values.get(column) ?? '').replace(/^'(?=[=+\-@])/, '');
    }
    const withNul = Object.entries(input).find(([, v]) => v.includes('\u0000'));
    if (withNul) {
      this.add({ row, column: withNul[0], problem: 'contains a NUL character' });
      return undefined;
    }
    const rawCode = input.code ?? '';
    const seen = rawCode === '' ? undefined : this.firstRowOfCode.get(rawCode.toLowerCase());
    if (seen !== undefined) {
      this.add({
        row,
        column: 'code',
        problem: `"${rawCode.slice(0, 40)}" is repeated (first on row ${seen})`,
      });
    } else if (rawCode !== '') {
      this.firstRowOfCode.set(rawCode.toLowerCase(), row);
    }
    const result = rowSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        this.add({ row, column: String(issue.path[0] ?? 'row'), problem: issue.message });
      }
      return undefined;
    }
    if (seen !== undefined) return undefined;
    return toProjectInput(result.data, this.today, this.hasNote);
  }

  /** Call after the last row: an empty file is an issue. */
  finish(): void {
    if (!this.headerFailed && this.rows === 0) {
      this.add({ row: 2, column: 'code', problem: 'the file has no data rows' });
    }
  }
}

/** Validates every row of a table in memory; the file is good only when there is no issue at all. */
export function validateTable(
  table: Table,
  today = new Date().toISOString().slice(0, 10),
): ValidationResult {
  const validator = new RowValidator(table.headers, today);
  const projects: ProjectInput[] = [];
  if (!validator.headerFailed) {
    for (const row of table.rows) {
      const project = validator.check(row);
      if (project) projects.push(project);
    }
    validator.finish();
  }
  return {
    projects: validator.issueCount > 0 ? [] : projects,
    issues: validator.issues,
    ignoredColumns: validator.ignoredColumns,
  };
}

export function formatIssues(issues: readonly ImportIssue[], max = 200): string {
  const lines = issues.slice(0, max).map((i) => `  row ${i.row}, column ${i.column}: ${i.problem}`);
  if (issues.length > max) lines.push(`  ... and ${issues.length - max} more`);
  return lines.join('\n');
}
