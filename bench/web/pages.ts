/**
 * Every route of the app on a phone: Lighthouse 12 mobile (its default config: Moto G Power,
 * simulated slow 4G, 4x CPU), first visit, median of --runs, and beside its LCP the time the
 * page's own content was painted, measured in the page. Each route is held to the goals in
 * web/page-budgets.json; the routes that miss are named.
 *
 *   npx tsx web/pages.ts [--routes /a,/b | --match REGEX] [--from N --count N] [--runs 3]
 *                        [--no-build] [--dist DIR] [--port N] [--base-url URL]
 *                        [--no-paint] [--no-lighthouse] [--out NAME] [--strict]
 *                        [--peer NAME=URL ...]
 *
 * Routes: by default every page of the route registry a visitor can open from a link (what the
 * app hands its bookmarks, read from the running app), plus a sample project page. The full run
 * is long (about a minute a run per route on two cores): --routes, --match or --from/--count
 * take a part of it, and --out keeps each part's results apart.
 *
 * The page's own content: a second pass per route in Playwright's Chromium with Lighthouse's
 * mobile figures applied for real (4x CPU through CDP, 150 ms and 1.6 Mbit/s), a new browser
 * context a run (nothing stored, no service worker). An init script marks every element the app
 * puts in `main#main-content` for Element Timing; "content" is when the first of them with text
 * or an image painted (the page's heading, usually), "settled" when the last one inside the
 * screen did before the page went quiet. LCP from a PerformanceObserver in the same runs is
 * shown beside them. These are observed times on this machine, not Lighthouse's simulation.
 *
 * Peers: --peer NAME=URL (repeatable) adds another site's page, measured by Lighthouse in the
 * same run, its runs taken in turn with the routes' so that a change in the host's speed falls
 * on both alike; no goals apply to it. Each run also records Lighthouse's benchmarkIndex, its
 * measure of the host's CPU: its 4x slowdown stands for a mid-tier phone on a host of 1,500 to
 * 2,000, so figures from hosts far apart are not comparable.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chrome.ts';
import { prepareDist } from './lib/dist.ts';
import { ms, table } from './lib/format.ts';
import { currentCommit } from './lib/git.ts';
import { hostLoad, type HostLoad } from './lib/host.ts';
import { clearLocalStorage, runOnce } from './lib/lighthouse-run.ts';
import { paintOnce, type PaintRun } from './lib/content-paint.ts';
import { RESULTS_DIR } from './lib/paths.ts';
import { registryRoutes } from './lib/registry-routes.ts';
import { writeResult } from './lib/process.ts';
import { startServer } from './lib/server.ts';

const HELP = `Usage: tsx web/pages.ts [options]
  --routes LIST      comma-separated paths (default: every page of the registry, see above)
  --match REGEX      only the routes whose path matches
  --from N           skip the first N routes (after --match), for splitting a long run
  --count N          at most N routes
  --runs N           runs per route, the median is reported (default 3)
  --no-paint         skip the in-page content-paint pass
  --no-lighthouse    skip Lighthouse (content paint only)
  --no-build         measure an existing build (web/dist, or --dist)
  --dist DIR         the build folder to measure or to build into
  --port N           port for the production server (default 4390)
  --base-url URL     measure a server that is already running
  --out NAME         results file name, without extension (default web-pages)
  --strict           exit 1 when a route misses a goal
  --peer NAME=URL    also measure another site's page beside the routes (repeatable)
`;

interface Group {
  name: string;
  paths: string[];
  performance: number;
  accessibility: number;
  lcpMs?: number;
  cls: number;
}

interface Budgets {
  groups: Group[];
}

interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  jsBytes?: number;
  lcpElement?: string;
  /** Lighthouse's measure of the host's CPU (higher is faster). */
  benchmarkIndex?: number;
  host: HostLoad;
}

interface RouteResult {
  /** The route, or `peer: NAME` for another site's page. */
  path: string;
  /** Another site's page: its address. */
  url?: string;
  group: string;
  lighthouse?: LighthouseRun & { runs: number; performanceScores: (number | null)[] };
  paint?: PaintRun & { runs: number };
  misses: string[];
}

const median = (values: (number | undefined)[]): number | undefined => {
  const list = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (list.length === 0) return undefined;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : ((list[mid - 1] ?? 0) + (list[mid] ?? 0)) / 2;
};

function groupOf(route: string, budgets: Budgets): Group {
  const holds = (pattern: string) =>
    pattern === '*' ||
    pattern === route ||
    (pattern.endsWith('/*') &&
      (route === pattern.slice(0, -2) || route.startsWith(pattern.slice(0, -1))));
  const group = budgets.groups.find((g) => g.paths.some(holds));
  if (!group) throw new Error(`no budget group holds ${route}`);
  return group;
}

function lighthouseSummary(lhr: Result, host: HostLoad): LighthouseRun {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const num = (id: string) => lhr.audits[id]?.numericValue;
  const js = lhr.audits['resource-summary']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: js?.items?.find((item) => item.resourceType === 'script')?.transferSize,
    lcpElement: element?.items?.[0]?.items?.[0]?.node?.selector,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    host,
  };
}

function missesOf(result: RouteResult, group: Group): string[] {
  const out: string[] = [];
  const lh = result.lighthouse;
  if (lh) {
    if (lh.performance === null || lh.performance < group.performance)
      out.push(`performance ${lh.performance ?? 'n/a'} < ${group.performance}`);
    if (lh.accessibility === null || lh.accessibility < group.accessibility)
      out.push(`accessibility ${lh.accessibility ?? 'n/a'} < ${group.accessibility}`);
    if (group.lcpMs !== undefined && (lh.lcp ?? Infinity) > group.lcpMs)
      out.push(`LCP ${ms(lh.lcp)} > ${ms(group.lcpMs)}`);
    if ((lh.cls ?? 0) > group.cls) out.push(`CLS ${lh.cls?.toFixed(3)} > ${group.cls}`);
  }
  return out;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      match: { type: 'string' },
      from: { type: 'string', default: '0' },
      count: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-paint': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      port: { type: 'string' },
      'base-url': { type: 'string' },
      out: { type: 'string', default: 'web-pages' },
      strict: { type: 'boolean', default: false },
      peer: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
  const budgets = JSON.parse(
    await readFile(new URL('./page-budgets.json', import.meta.url), 'utf8'),
  ) as Budgets;

  const dist = await prepareDist({ build: !values['no-build'], dir: values.dist });
  const server = await startServer({
    baseUrl: values['base-url'],
    port: values.port ? Number(values.port) : undefined,
    dist: dist.dir,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: RouteResult[] = [];
  try {
    let routes = values.routes
      ? values.routes.split(',').map((r) => r.trim())
      : await registryRoutes(browser, server.baseUrl);
    if (values.match) routes = routes.filter((r) => new RegExp(values.match ?? '').test(r));
    const from = Number(values.from);
    routes = routes.slice(from, values.count ? from + Number(values.count) : undefined);
    console.log(`${routes.length} route(s), ${runs} run(s) each, against ${server.baseUrl}`);

    const chrome = values['no-lighthouse']
      ? undefined
      : await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), '--headless=new'],
          logLevel: 'silent',
        });
    const peers = (values.peer ?? []).map((spec) => {
      const at = spec.indexOf('=');
      if (at < 1) throw new Error(`--peer takes NAME=URL, not ${spec}`);
      return { name: spec.slice(0, at), url: new URL(spec.slice(at + 1)).href };
    });
    const targets: { result: RouteResult; url: string; group?: Group }[] = [
      ...routes.map((route) => {
        const group = groupOf(route, budgets);
        return {
          result: { path: route, group: group.name, misses: [] },
          url: `${server.baseUrl}${route}`,
          group,
        };
      }),
      ...peers.map(({ name, url }) => ({
        result: { path: `peer: ${name}`, url, group: 'peer', misses: [] },
        url,
      })),
    ];
    try {
      if (chrome) {
        // Run by run, every target in turn: a slower spell of the host falls on all of them.
        const lists = targets.map(() => [] as LighthouseRun[]);
        for (let i = 0; i < runs; i++) {
          for (const [t, target] of targets.entries()) {
            for (let attempt = 1; attempt <= 3; attempt++) {
              try {
                const host = hostLoad();
                await clearLocalStorage(chrome.port, new URL(target.url).origin);
                const run = lighthouseSummary(
                  await runOnce(chrome.port, target.url, 'mobile'),
                  host,
                );
                lists[t]?.push(run);
                console.log(
                  `  ${target.result.path} run ${i + 1}: perf ${run.performance ?? '-'}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, benchmarkIndex ${run.benchmarkIndex ?? '-'}`,
                );
                break;
              } catch (error) {
                console.warn(
                  `  ${target.result.path} run ${i + 1} attempt ${attempt}: ${String(error)}`,
                );
              }
            }
          }
        }
        for (const [t, target] of targets.entries()) {
          const list = lists[t] ?? [];
          const sorted = [...list].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
          const mid = sorted[Math.floor((sorted.length - 1) / 2)];
          if (mid)
            target.result.lighthouse = {
              ...mid,
              runs: list.length,
              performanceScores: list.map((r) => r.performance),
            };
        }
      }
      for (const { result, url, group } of targets) {
        // The content probe reads the app's own main element: peers have none.
        if (!values['no-paint'] && group) {
          const list: PaintRun[] = [];
          for (let i = 0; i < runs; i++) {
            try {
              list.push(await paintOnce(browser, url));
            } catch (error) {
              console.warn(`  ${result.path} paint run ${i + 1}: ${String(error)}`);
            }
          }
          result.paint = {
            content: median(list.map((r) => r.content)),
            settled: median(list.map((r) => r.settled)),
            lcp: median(list.map((r) => r.lcp)),
            cls: median(list.map((r) => r.cls)),
            runs: list.length,
          };
        }
        if (group) result.misses = missesOf(result, group);
        results.push(result);
        const lh = result.lighthouse;
        console.log(
          `  ${result.path}: perf ${lh?.performance ?? '-'} (${lh?.performanceScores.join(', ') ?? ''}) a11y ${lh?.accessibility ?? '-'}` +
            ` LCP ${ms(lh?.lcp)} CLS ${lh?.cls?.toFixed(3) ?? '-'} | content ${ms(result.paint?.content)}` +
            ` settled ${ms(result.paint?.settled)}${result.misses.length ? ` | MISS ${result.misses.join('; ')}` : ''}`,
        );
      }
    } finally {
      chrome?.kill();
    }
  } finally {
    await browser.close();
    await server.stop();
    await dist.dispose();
  }

  const rows = results.map((r) => [
    `\`${r.path}\``,
    r.lighthouse?.performance === undefined ? '-' : String(r.lighthouse.performance ?? '-'),
    r.lighthouse?.accessibility === undefined ? '-' : String(r.lighthouse.accessibility ?? '-'),
    ms(r.lighthouse?.fcp),
    ms(r.lighthouse?.lcp),
    ms(r.lighthouse?.tbt),
    r.lighthouse?.cls === undefined ? '-' : r.lighthouse.cls.toFixed(3),
    r.lighthouse?.jsBytes === undefined ? '-' : `${Math.round(r.lighthouse.jsBytes / 1024)} KiB`,
    ms(r.paint?.content),
    ms(r.paint?.settled),
    ms(r.paint?.lcp),
    String(r.lighthouse?.benchmarkIndex ?? '-'),
    r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok',
  ]);
  const head = [
    'route',
    'perf',
    'a11y',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS',
    'content painted',
    'content settled',
    'observed LCP',
    'CPU index',
    'goals',
  ];
  console.log(`\n${table(head, rows)}`);
  const missing = results.filter((r) => r.misses.length > 0);
  console.log(
    missing.length
      ? `\n${missing.length} route(s) miss their goals: ${missing.map((r) => r.path).join(', ')}`
      : '\nEvery route meets its goals.',
  );

  const commit = currentCommit();
  const generatedAt = new Date().toISOString();
  const markdown = [
    `# Every route on a phone (${values.out})`,
    '',
    `Lighthouse 12 mobile (default config), first visit, median of ${runs}; commit ${commit}, ${generatedAt}.`,
    "Perf, a11y, FCP, LCP, TBT, CLS and JS (transferred) are Lighthouse's (simulated throttling);",
    "CPU index is Lighthouse's benchmarkIndex of the host in the median run (its 4x slowdown assumes 1,500-2,000);",
    'a `peer:` row is another site measured in the same run, its runs in turn with the routes.',
    'content painted / settled and observed LCP were observed in the page under 4x CPU and 1.6 Mbit/s, 150 ms (web/pages.ts).',
    `Goals: web/page-budgets.json. Host load at the end: ${hostLoad().loadAverage.join(', ')} on ${hostLoad().cpus} CPUs.`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    missing.length
      ? `Routes that miss their goals: ${missing.map((r) => `\`${r.path}\``).join(', ')}.`
      : 'Every route meets its goals.',
    '',
  ].join('\n');
  await writeFile(path.join(RESULTS_DIR, `${values.out}.md`), markdown);
  const file = await writeResult(`${values.out}.json`, {
    generatedAt,
    commit,
    runs,
    method:
      'Lighthouse 12 mobile default config, first visit (localStorage emptied over CDP, Lighthouse storage reset), median run by performance; content paint observed with Element Timing on main#main-content under CDP 4x CPU and 1.6 Mbit/s / 150 ms',
    budgets: budgets.groups,
    results,
    pass: missing.length === 0,
  });
  console.log(`Wrote ${file} and bench/results/${values.out}.md`);
  return missing.length && values.strict ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
