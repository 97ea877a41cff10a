/**
 * Kenyan government financial years run from 1 July to 30 June and are written "2023/24"
 * (the year in which the financial year starts, a slash, and the last two digits of the next
 * year). Internally a financial year is identified by its start year (2023 for "2023/24").
 */

/** Canonical written form, e.g. "2023/24". */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})\/(\d{2})$/;

/** Month (1-12) in which a financial year starts. */
export const FINANCIAL_YEAR_START_MONTH = 7;

const MIN_START_YEAR = 1963;
const MAX_START_YEAR = 2199;

/** "2023/24" for 2023. */
export function formatFinancialYear(startYear: number): string {
  if (!Number.isInteger(startYear) || startYear < MIN_START_YEAR || startYear > MAX_START_YEAR) {
    throw new RangeError(`${startYear} is not a financial-year start year`);
  }
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return `${startYear}/${next}`;
}

/**
 * Start year of a canonical financial year ("2023/24" -> 2023), or null when the text is not
 * exactly of that form or its two halves are not consecutive years.
 */
export function parseFinancialYear(text: string): number | null {
  const match = FINANCIAL_YEAR_PATTERN.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (start < MIN_START_YEAR || start > MAX_START_YEAR) return null;
  if ((start + 1) % 100 !== end) return null;
  return start;
}

/**
 * Lenient reading for spreadsheets typed by people: accepts "2023/24", "2023/2024", "2023-24",
 * "2023-2024", "FY 2023/24" and surrounding blanks. Returns the start year or null.
 */
export function parseFinancialYearLenient(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^fy\s*/i, '')
    .replace(/\s+/g, '');
  const match = /^(\d{4})[/-](\d{2}|\d{4})$/.exec(cleaned);
  if (!match) return null;
  const start = Number(match[1]);
  const endText = match[2] ?? '';
  const end = Number(endText);
  if (start < MIN_START_YEAR || start > MAX_START_YEAR) return null;
  const ok = endText.length === 4 ? end === start + 1 : (start + 1) % 100 === end;
  return ok ? start : null;
}

export function isFinancialYear(text: string): boolean {
  return parseFinancialYear(text) !== null;
}

/** Start year of the financial year containing a date ("2024-03-31" -> 2023). */
export function financialYearStartOf(date: Date | string): number {
  const { year, month } = yearMonth(date);
  return month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
}

/** Financial year containing a date, written "2023/24". */
export function financialYearOf(date: Date | string): string {
  return formatFinancialYear(financialYearStartOf(date));
}

/** First and last day (ISO dates) of a financial year given by its start year or its text. */
export function financialYearRange(fy: number | string): { start: string; end: string } {
  const startYear = typeof fy === 'number' ? fy : parseFinancialYear(fy);
  if (startYear === null || !Number.isInteger(startYear)) {
    throw new RangeError(`"${String(fy)}" is not a financial year like 2023/24`);
  }
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

/** Financial years from `from` to `to` inclusive (both start years or texts), oldest first. */
export function financialYearsBetween(from: number | string, to: number | string): string[] {
  const a = typeof from === 'number' ? from : parseFinancialYear(from);
  const b = typeof to === 'number' ? to : parseFinancialYear(to);
  if (a === null || b === null) throw new RangeError('not a financial year like 2023/24');
  const out: string[] = [];
  for (let y = a; y <= b; y += 1) out.push(formatFinancialYear(y));
  return out;
}

function yearMonth(date: Date | string): { year: number; month: number } {
  if (typeof date === 'string') {
    const match = /^(\d{4})-(\d{2})/.exec(date);
    if (!match) throw new RangeError(`"${date}" is not an ISO date`);
    return { year: Number(match[1]), month: Number(match[2]) };
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
