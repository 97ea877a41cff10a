import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Dataset {
  label?: string;
  borderColor?: string;
  backgroundColor?: string | string[];
  pointBackgroundColor?: string;
}
interface ChartProps {
  data: { labels?: string[]; datasets: Dataset[] };
  options?: { plugins?: { legend?: { labels?: { color?: string } } } };
}

// The charts' props as last drawn, by chart caption (the canvas itself needs a real browser).
const drawn = new Map<string, ChartProps>();
vi.mock('react-chartjs-2', () => {
  const chart = (props: ChartProps & { 'aria-label': string }): ReactNode => {
    drawn.set(props['aria-label'], props);
    return null;
  };
  return {
    Line: chart,
    Bar: chart,
    Chart: chart,
    Doughnut: chart,
    Pie: chart,
    Radar: chart,
    Scatter: chart,
  };
});

// jsdom has no matchMedia; the charts ask it whether to animate.
vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
}));

const { ChartjsArea } = await import('./chartjs-area');
const { ChartjsLine } = await import('./chartjs-line');
const { ChartjsStackedBar } = await import('./chartjs-stacked-bar');
const { ChartjsHorizontalBar } = await import('./chartjs-horizontal-bar');
const { ChartjsScatter } = await import('./chartjs-scatter');
const { ChartjsDoughnut } = await import('./chartjs-doughnut');
const { ChartjsMixed } = await import('./chartjs-mixed');

const html = document.documentElement;
const LIGHT = {
  '--bs-primary': '#7367f0',
  '--bs-success': '#28c76f',
  '--bs-info': '#00cfe8',
  '--bs-warning': '#ff9f43',
  '--bs-danger': '#ea5455',
  '--bs-body-color': '#6e6b7b',
};
const DARK = {
  '--bs-primary': '#8b80f5',
  '--bs-success': '#48da89',
  '--bs-info': '#1edff8',
  '--bs-warning': '#ffb976',
  '--bs-danger': '#f08182',
  '--bs-body-color': '#d0d2d6',
};

function setTheme(vars: Record<string, string>, theme: 'light' | 'dark') {
  for (const [name, value] of Object.entries(vars)) html.style.setProperty(name, value);
  html.setAttribute('data-bs-theme', theme);
}

function renderAll() {
  render(
    <>
      <ChartjsLine />
      <ChartjsArea />
      <ChartjsStackedBar />
      <ChartjsHorizontalBar />
      <ChartjsScatter />
      <ChartjsDoughnut />
      <ChartjsMixed />
    </>,
  );
}

/** Every colour each series is drawn in, across the page's charts. */
function coloursBySeries(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (name: string, colour: unknown) => {
    if (typeof colour !== 'string') return;
    out.set(name, (out.get(name) ?? new Set()).add(colour));
  };
  for (const props of drawn.values()) {
    for (const ds of props.data.datasets) {
      if (Array.isArray(ds.backgroundColor)) {
        // One series per slice (pie and doughnut).
        ds.backgroundColor.forEach((c, i) => add(props.data.labels?.[i] ?? '', c));
      } else if (ds.label) {
        // A line's colour is its border; a bar's or a point's its fill.
        add(ds.label, ds.borderColor ?? ds.backgroundColor);
      }
    }
  }
  return out;
}

const isOpaque = (colour: string | undefined) =>
  colour !== undefined && !/rgba\([^)]*,\s*0?\.\d+\)/.test(colour);

afterEach(() => {
  html.removeAttribute('style');
  html.removeAttribute('data-bs-theme');
  drawn.clear();
});

describe('the Chart.js page', () => {
  it('draws each series in one colour in every chart', () => {
    setTheme(LIGHT, 'light');
    renderAll();
    const colours = coloursBySeries();
    expect(colours.get('Paid')).toEqual(new Set([LIGHT['--bs-success']]));
    for (const [series, set] of colours) expect([series, set.size]).toEqual([series, 1]);
  });

  it('gives the legend solid swatches and the theme colours, again after a switch to dark', async () => {
    setTheme(LIGHT, 'light');
    renderAll();
    await act(async () => {
      setTheme(DARK, 'dark');
      // The palette is read again when <html> changes (a mutation observer).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    for (const props of drawn.values()) {
      expect(props.options?.plugins?.legend?.labels?.color).toBe(DARK['--bs-body-color']);
    }
    const area = [...drawn.values()].find((p) =>
      p.data.datasets.some((ds) => ds.label === 'Paid' && ds.backgroundColor !== ds.borderColor),
    );
    const paid = area?.data.datasets.find((ds) => ds.label === 'Paid');
    // Chart.js draws a point-style legend swatch with the point colours.
    expect(paid?.pointBackgroundColor).toBe(DARK['--bs-success']);
    expect(isOpaque(paid?.pointBackgroundColor)).toBe(true);
  });
});
