/**
 * Calendar dates written "YYYY-MM-DD" (ISO 8601), the one check every side uses: the staff
 * editor, the analytics range, the catalogue's import demo, the server's import and its project
 * edits. A date counts only when that day exists: 2024-02-30, month 00 or 13, day 00 or 32 and
 * year 0000 are refused rather than rolled over to another day. Schema-free (no zod).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day "YYYY-MM-DD" names, at midnight UTC (no time zone shifts it); null if there is none. */
export function parseCalendarDate(value: string): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 1-99 as written.
  date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** True when `value` is a "YYYY-MM-DD" string naming a day that exists. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}
