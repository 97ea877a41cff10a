import { isCalendarDate } from '@app/common/dates';
import { COLUMNS, type ProjectRow } from '../common/sample-rows';

export interface CellError {
  /** Spreadsheet row number: the header is row 1, the first project row 2. */
  row: number;
  /** Column label as in the header, and its spreadsheet letter. */
  column: string;
  letter: string;
  value: string;
  message: string;
}

export type ImportResult =
  | { ok: true; rows: ProjectRow[] }
  | {
      ok: false;
      /** A problem with the file as a whole (no rows to show). */
      fileError?: string;
      /** Every row read, as text, for the preview beside the errors. */
      preview: string[][];
      headers: string[];
      errors: CellError[];
    };

export const MAX_ROWS = 1000;

const letter = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);

const CODE = /^[A-Z]{3}-\d{3}$/;

/** Reads a number as written in a sheet: digits with optional thousands commas. */
function toNumber(s: string): number | null {
  const t = s.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/**
 * Checks a table read from a file (a header row, then rows of text) against the project
 * register's columns. Any bad cell rejects the whole file: the result lists every bad cell by
 * row and column and keeps no row.
 */
export function validateImport(table: readonly (readonly string[])[]): ImportResult {
  const [rawHeaders, ...body] = table;
  const headers = (rawHeaders ?? []).map((h) => h.trim());
  const reject = (fileError: string): ImportResult => ({
    ok: false,
    fileError,
    preview: [],
    headers,
    errors: [],
  });
  if (headers.length === 0 || headers.every((h) => h === '')) return reject('The file is empty.');

  const index = new Map<string, number>();
  headers.forEach((h, i) => index.set(h.toLowerCase(), i));
  const missing = COLUMNS.filter((c) => !index.has(c.label.toLowerCase())).map((c) => c.label);
  if (missing.length > 0)
    return reject(
      `The header row lacks ${missing.join(', ')}. Expected: ${COLUMNS.map((c) => c.label).join(', ')}.`,
    );

  const rows = body.filter((r) => r.some((v) => v.trim() !== ''));
  if (rows.length === 0) return reject('The file has a header but no rows.');
  if (rows.length > MAX_ROWS)
    return reject(`The file has ${rows.length} rows; at most ${MAX_ROWS} are read.`);

  const errors: CellError[] = [];
  const seen = new Map<string, number>();
  const parsed: ProjectRow[] = rows.map((cells) => {
    const rowNumber = body.indexOf(cells) + 2;
    const cell = (key: (typeof COLUMNS)[number]['key']) => {
      const col = COLUMNS.find((c) => c.key === key);
      const at = index.get(col?.label.toLowerCase() ?? '') ?? -1;
      return { value: (cells[at] ?? '').trim(), label: col?.label ?? key, letter: letter(at) };
    };
    const fail = (c: ReturnType<typeof cell>, message: string) =>
      errors.push({ row: rowNumber, column: c.label, letter: c.letter, value: c.value, message });

    const code = cell('code');
    if (!CODE.test(code.value))
      fail(code, 'must look like WAT-101 (three capitals, a dash, three digits)');
    else if (seen.has(code.value))
      fail(code, `repeats the code of row ${seen.get(code.value) ?? ''}`);
    else seen.set(code.value, rowNumber);
    const name = cell('name');
    if (name.value === '') fail(name, 'is required');
    const ward = cell('ward');
    if (ward.value === '') fail(ward, 'is required');
    const department = cell('department');
    if (department.value === '') fail(department, 'is required');
    const budget = cell('budget');
    const budgetValue = toNumber(budget.value);
    if (budgetValue === null) fail(budget, 'is not a number');
    else if (budgetValue < 0) fail(budget, 'cannot be negative');
    const progress = cell('progress');
    const progressValue = toNumber(progress.value);
    if (progressValue === null) fail(progress, 'is not a number');
    else if (progressValue < 0 || progressValue > 100) fail(progress, 'must be between 0 and 100');
    const start = cell('startDate');
    if (!isCalendarDate(start.value)) fail(start, 'must be a date written yyyy-mm-dd');

    return {
      code: code.value,
      name: name.value,
      ward: ward.value,
      department: department.value,
      budget: budgetValue ?? 0,
      progress: progressValue ?? 0,
      startDate: start.value,
    };
  });

  if (errors.length > 0) return { ok: false, preview: rows.map((r) => [...r]), headers, errors };
  return { ok: true, rows: parsed };
}
