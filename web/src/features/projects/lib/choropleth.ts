/** Classes and colours of the wards map (a light-to-dark sequential scale, zero drawn apart). */

export const CHOROPLETH_COLORS = ['#dcdaf7', '#b0abee', '#8580e0', '#5b55cc', '#3a33a3'] as const;
export const ZERO_COLOR = '#9aa0ad';

export interface Classes {
  /** Lower end of the first class. */
  lower: number;
  /** Upper end of each class (at most five), increasing. */
  breaks: number[];
}

function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
}

/**
 * Equal classes with round bounds over the range of the positive values, so that wards with
 * similar numbers still differ in colour. Zero values get no class.
 */
export function classBreaks(
  values: readonly number[],
  classes = CHOROPLETH_COLORS.length,
): Classes {
  const positive = values.filter((v) => v > 0);
  if (positive.length === 0) return { lower: 0, breaks: [] };
  const min = Math.min(...positive);
  const max = Math.max(...positive);
  const step = niceStep((max - min) / classes || max / classes);
  const lower = Math.floor(min / step) * step;
  const breaks: number[] = [];
  for (let b = lower + step; breaks.length < classes; b += step) {
    breaks.push(b);
    if (b > max) break;
  }
  const last = breaks.length - 1;
  if ((breaks[last] ?? 0) <= max) breaks[last] = max;
  return { lower, breaks };
}

/** Index of the class of a value (-1 for zero or no data). */
export function classOf(value: number | undefined, breaks: readonly number[]): number {
  if (value === undefined || !(value > 0) || breaks.length === 0) return -1;
  const i = breaks.findIndex((b) => value < b);
  return i === -1 ? breaks.length - 1 : i;
}

/** Colour of a class index, spreading fewer classes over the whole scale. */
export function classColor(index: number, count: number): string {
  if (index < 0 || count <= 0) return ZERO_COLOR;
  const last = CHOROPLETH_COLORS.length - 1;
  const scaled = count <= 1 ? last : Math.round((index * last) / (count - 1));
  return CHOROPLETH_COLORS[scaled] ?? ZERO_COLOR;
}

export function colorOf(value: number | undefined, breaks: readonly number[]): string {
  return classColor(classOf(value, breaks), breaks.length);
}
