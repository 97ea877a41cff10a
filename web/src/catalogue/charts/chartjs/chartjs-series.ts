import type { ThemePalette } from '../common/use-theme-palette';

/**
 * The palette colour of each series, by name, so a series keeps its colour in every chart of the
 * page ("Paid" is green in the line and in the area chart, "Water" blue in the doughnut and in
 * the scatter). Indexes into the palette's series: primary, success, info, warning, danger.
 */
const SERIES_COLOUR: Readonly<Record<string, number>> = {
  Budget: 0,
  Paid: 1,
  Started: 0,
  Completed: 1,
  'Completed (%)': 1,
  Ongoing: 3,
  Stalled: 4,
  Water: 0,
  Health: 1,
  Roads: 2,
  Education: 3,
  Agriculture: 4,
  Makueni: 0,
  Kibwezi: 1,
};

/** The theme colour of a named series (the primary colour for a name not listed). */
export function seriesColour(p: ThemePalette, name: string): string {
  const index = SERIES_COLOUR[name];
  return (index === undefined ? undefined : p.series[index]) ?? p.primary;
}
