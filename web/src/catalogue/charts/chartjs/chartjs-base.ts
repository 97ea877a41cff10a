import type { ChartOptions, ChartType } from 'chart.js';
import type { ThemePalette } from '../common/use-theme-palette';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Options every Chart.js demo shares: theme colours, font, right to left, resizing. */
export function chartjsBase<T extends ChartType>(p: ThemePalette): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : undefined,
    color: p.text,
    font: { family: p.fontFamily },
    plugins: {
      legend: {
        position: 'top',
        align: 'start',
        rtl: p.rtl,
        labels: { color: p.text, usePointStyle: true },
      },
      tooltip: { rtl: p.rtl, textDirection: p.rtl ? 'rtl' : 'ltr' },
    },
  } as ChartOptions<T>;
}

/** A category axis across and a value axis up; both mirrored in right to left. */
export function cartesianScales(p: ThemePalette, stacked = false) {
  const axis = { ticks: { color: p.muted }, grid: { color: p.grid }, border: { color: p.grid } };
  return {
    x: { ...axis, reverse: p.rtl, stacked, grid: { display: false } },
    y: {
      ...axis,
      position: p.rtl ? ('right' as const) : ('left' as const),
      stacked,
      beginAtZero: true,
    },
  };
}
