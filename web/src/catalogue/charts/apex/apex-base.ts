import type { ApexOptions } from 'apexcharts';
import type { ThemePalette } from '../common/use-theme-palette';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Options every ApexCharts demo shares: the theme's colours and font, dark mode, and the value
 * axis on the reading side's start in right to left. Merge a demo's own options over these.
 */
export function apexBase(p: ThemePalette, id: string): ApexOptions {
  return {
    chart: {
      id,
      background: 'transparent',
      foreColor: p.muted,
      fontFamily: p.fontFamily,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !reducedMotion() },
      redrawOnParentResize: true,
      redrawOnWindowResize: true,
    },
    colors: p.series,
    theme: { mode: p.dark ? 'dark' : 'light' },
    grid: { borderColor: p.grid },
    legend: {
      labels: { colors: p.text },
      horizontalAlign: p.rtl ? 'right' : 'left',
      position: 'top',
    },
    tooltip: { theme: p.dark ? 'dark' : 'light' },
    dataLabels: { enabled: false },
    yaxis: { opposite: p.rtl },
  };
}
