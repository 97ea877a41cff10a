/**
 * The routes the web benchmarks measure and the budgets they are held to.
 * `pageChunk` is the file name Vite gives the route's lazily loaded page module
 * (web/src/features/projects/home-page.tsx → assets/home-page-<hash>.js).
 */
export type BudgetKey = 'home' | 'shell';

export interface BenchRoute {
  path: string;
  label: string;
  budget: BudgetKey;
  pageChunk?: string;
}

export const ROUTES: BenchRoute[] = [
  { path: '/', label: 'Home (projects dashboard)', budget: 'home', pageChunk: 'home-page' },
  {
    path: '/projects/MKN-2018-00002',
    label: 'A project page (sample data)',
    budget: 'home',
    pageChunk: 'project-page',
  },
  { path: '/analytics', label: 'Analytics (shell)', budget: 'shell', pageChunk: 'analytics-page' },
  {
    path: '/misc/coming-soon',
    label: 'Coming soon (misc page)',
    budget: 'shell',
    pageChunk: 'coming-soon-page',
  },
];

/** First-paint JavaScript, gzip bytes (1 KB = 1000 bytes). */
export const BUNDLE_BUDGETS: Record<BudgetKey, { js: number }> = {
  home: { js: 200_000 },
  shell: { js: 150_000 },
};

/** Minimum Lighthouse scores (0-100) per route kind and form factor. */
export interface ScoreBudget {
  performance: number;
  accessibility: number;
  'best-practices': number;
}

export const LIGHTHOUSE_BUDGETS: Record<BudgetKey, Record<'mobile' | 'desktop', ScoreBudget>> = {
  home: {
    mobile: { performance: 90, accessibility: 100, 'best-practices': 100 },
    desktop: { performance: 90, accessibility: 100, 'best-practices': 100 },
  },
  shell: {
    mobile: { performance: 95, accessibility: 100, 'best-practices': 100 },
    desktop: { performance: 95, accessibility: 100, 'best-practices': 100 },
  },
};

/** Resolves --routes "/,/analytics" against the table above; unknown paths count as shell pages. */
export function selectRoutes(list: string | undefined, fallback: string[]): BenchRoute[] {
  const paths = (list ? list.split(',') : fallback).map((p) => p.trim()).filter(Boolean);
  return paths.map(
    (p) => ROUTES.find((r) => r.path === p) ?? { path: p, label: p, budget: 'shell' },
  );
}
