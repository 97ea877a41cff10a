import { isCalendarDate } from '@app/common/dates';

/**
 * Days and times a query may name (the usage and audit reports): a day that exists, within years
 * both databases and JavaScript dates hold without surprises. Year 0001 read as a county day
 * starts in year 0 in UTC, which PostgreSQL has no name for; a range's default start 29 days
 * before year 0001 is the same. Outside this window a report has nothing to show anyway.
 */
export const FIRST_QUERY_DAY = '1970-01-01';
export const LAST_QUERY_DAY = '2999-12-31';

/** Why `value` is not a usable day "YYYY-MM-DD", or undefined when it is. */
export function queryDayProblem(value: string): string | undefined {
  if (!isCalendarDate(value)) return 'must be a date like 2026-03-31 (a day that exists)';
  if (value < FIRST_QUERY_DAY || value > LAST_QUERY_DAY) {
    return `must be a day from ${FIRST_QUERY_DAY} to ${LAST_QUERY_DAY}`;
  }
  return undefined;
}

const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** The instant of an ISO 8601 timestamp with its offset, or a problem naming what is wrong. */
export function parseQueryTimestamp(value: string): { at: Date } | { problem: string } {
  const m = TIMESTAMP.exec(value);
  const problem = 'must be a date like 2026-03-31 or an ISO timestamp';
  if (!m) return { problem };
  const dayProblem = queryDayProblem(m[1] ?? '');
  if (dayProblem) return { problem: dayProblem };
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return { problem };
  if (m[6] !== undefined && (Number(m[6]) > 23 || Number(m[7]) > 59)) return { problem };
  const at = new Date(Date.parse(value));
  if (Number.isNaN(at.getTime())) return { problem };
  return { at };
}
