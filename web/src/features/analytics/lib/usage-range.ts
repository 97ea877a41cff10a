import { isCalendarDate } from '@app/common/dates';
import type { UsageDay } from '@app/common/staff';

export const RANGE_PRESETS = ['7d', '30d', '90d', '365d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';
export const DEFAULT_PRESET: RangePreset = '30d';

const DAY_MS = 86_400_000;

const toIso = (d: Date) => d.toISOString().slice(0, 10);
const fromIso = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Today in UTC, the days the server counts in. */
export const todayUtc = (now = new Date()) => toIso(now);

/** The days a preset covers, ending today (both ends included). */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  const days = Number(preset.slice(0, -1));
  return { from: toIso(new Date(fromIso(today).getTime() - (days - 1) * DAY_MS)), to: today };
}

export interface RangeState {
  choice: RangeChoice;
  from: string;
  to: string;
  /** A custom range that cannot be asked for (bad dates, from after to). */
  invalid: boolean;
}

/** The range the address asks for (`?range=30d`, or `?range=custom&from=&to=`). */
export function readRange(params: URLSearchParams, today: string): RangeState {
  const range = params.get('range');
  if (range === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const invalid = !isCalendarDate(from) || !isCalendarDate(to) || from > to;
    return { choice: 'custom', from, to, invalid };
  }
  const preset = (RANGE_PRESETS as readonly string[]).includes(range ?? '')
    ? (range as RangePreset)
    : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, today), invalid: false };
}

/** Every day of the range with its counts (days the server has no row for count zero). */
export function fillDays(daily: readonly UsageDay[], from: string, to: string): UsageDay[] {
  if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) return [...daily];
  const byDay = new Map(daily.map((d) => [d.day.slice(0, 10), d]));
  const out: UsageDay[] = [];
  // At most ~3 years of days: a guard against a range that would draw thousands of points.
  for (
    let t = fromIso(from).getTime(), n = 0;
    t <= fromIso(to).getTime() && n < 1200;
    t += DAY_MS, n++
  ) {
    const day = toIso(new Date(t));
    out.push(byDay.get(day) ?? { day, pageViews: 0, apiCalls: 0, downloads: 0, searches: 0 });
  }
  return out;
}

/** A round upper end for a chart's value axis (1, 2, 2.5 or 5 times a power of ten). */
export function niceMax(value: number): number {
  // Small counts: an axis of 0-4, whole numbers at every quarter.
  if (!(value > 4)) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return Math.max(4, step * power);
  }
  return Math.max(4, 10 * power);
}
