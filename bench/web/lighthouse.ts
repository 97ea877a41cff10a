/**
 * Lighthouse 12 scores and metrics of the web app on the production server.
 *
 *   npx tsx web/lighthouse.ts [--runs 3] [--routes /,/analytics] [--form-factors mobile,desktop]
 *                             [--no-build] [--dist DIR] [--base-url URL] [--server KIND]
 *                             [--max-load N --max-wait S] [--strict] [--html-dir DIR]
 *
 * Mobile runs use Lighthouse's default config (Moto G Power emulation, simulated slow 4G and 4x
 * CPU slowdown); desktop runs use lighthouse/core/config/desktop-config.js. Each route and form
 * factor runs --runs times and the run with the median performance score is reported.
 *
 * First visits: Lighthouse's storage reset before each run clears the HTTP cache, service
 * workers, Cache Storage, file systems and shader cache (settings.clearStorageTypes), but not
 * localStorage, where the app keeps a visitor's choices (layout, language, the tour declined).
 * So before every run we connect Playwright to the very Chrome that Lighthouse drives (over CDP),
 * empty localStorage on the app's origin, disconnect, and let Lighthouse reset the rest as usual:
 * every run measures a new visitor, with nothing stored, as they arrive.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chrome.ts';
import { ms, table } from './lib/format.ts';
import { currentCommit } from './lib/git.ts';
import { prepareDist } from './lib/dist.ts';
import {
  boostSession,
  busyWarning,
  hostLoad,
  waitForQuietHost,
  type HostLoad,
} from './lib/host.ts';
import { writeResult } from './lib/process.ts';
import { CATEGORIES, clearLocalStorage, runOnce, type FormFactor } from './lib/lighthouse-run.ts';
import { startServer, type RunningServer, type ServerChoice } from './lib/server.ts';
import { LIGHTHOUSE_BUDGETS, selectRoutes, type BenchRoute, type ScoreBudget } from './routes.ts';

const HELP = `Usage: tsx web/lighthouse.ts [options]
  --runs N             runs per route and form factor; the median (by performance) is reported (default 3)
  --routes LIST        comma-separated paths (default: /,/analytics)
  --form-factors LIST  mobile,desktop (default both)
  --base-url URL       measure a server that is already running instead of starting one
  --server KIND        auto (default), production or preview (see web/bundle.ts)
  --port N             port for the production server (default 4390)
  --no-build           measure an existing build (web/dist, or --dist) instead of building one
                       (by default the app is built into a private temporary folder and served from there)
  --dist DIR           the build folder to measure (with --no-build) or to build into
  --max-load N         before each run, wait until the 1-minute load average is at most N
  --max-wait S         ... but no longer than S seconds (default 0: do not wait)
  --boost              on a shared, busy machine: give the Chrome and server sessions this run
                       started a larger CPU share (Linux autogroup nice -10) while they run
  --strict             exit 1 when a score is under its budget
  --html-dir DIR       also write each median run's HTML report to DIR
`;

type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  tti: 'interactive',
} as const;
type MetricKey = keyof typeof METRICS;

interface FailingAudit {
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  /** Up to three of the audit's findings (element, URL or issue), for the categories other than performance. */
  items?: string[];
}

interface RunSummary {
  route: string;
  formFactor: FormFactor;
  scores: Record<Category, number | null>;
  metrics: Partial<Record<MetricKey, number>>;
  failing: Partial<Record<Category, FailingAudit[]>>;
  lcpElement?: string;
  /** LCP split into TTFB, load delay, load time and render delay, in ms. */
  lcpPhases?: Record<string, number>;
  totalByteWeight?: number;
  benchmarkIndex?: number;
  runWarnings: string[];
  /** localStorage was empty when the run started (a new visitor). */
  firstVisit: boolean;
  finalUrl: string;
  /** Load average when the run started: CPU contention inflates simulated TBT and bootup time. */
  host?: HostLoad;
}

interface Measurement extends RunSummary {
  /** Successful runs (the median is taken over these). */
  runs: number;
  /** Errors of attempts that were retried or gave up. */
  failedAttempts: string[];
  performanceScores: (number | null)[];
  budget: ScoreBudget;
  misses: string[];
}

const MAX_ATTEMPTS = 3;
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);
/** Performance audits whose top findings name the culprit (script, element) and are worth keeping. */
const PERF_DETAIL_AUDITS = new Set([
  'bootup-time',
  'unused-javascript',
  'render-blocking-resources',
  'layout-shifts',
]);

function summarise(
  lhr: Result,
  route: string,
  formFactor: FormFactor,
  firstVisit: boolean,
): RunSummary {
  const scores = {} as Record<Category, number | null>;
  const failing: Partial<Record<Category, FailingAudit[]>> = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = category?.score ?? null;
    scores[id] = score === null ? null : Math.round(score * 100);
    if (!category || score === 1) continue;
    const list: FailingAudit[] = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (
        !audit ||
        audit.score === null ||
        audit.score >= 1 ||
        !SCORED_MODES.has(audit.scoreDisplayMode)
      )
        continue;
      // Performance lists every insight; keep the weighted metrics and the insights that fail.
      if (id === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
      const items =
        id !== 'performance' || PERF_DETAIL_AUDITS.has(ref.id) ? itemsOf(audit.details) : undefined;
      list.push({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        ...(items ? { items } : {}),
      });
    }
    list.sort((a, b) => b.weight - a.weight || a.score - b.score);
    failing[id] = list;
  }
  const metrics: Partial<Record<MetricKey, number>> = {};
  for (const [key, auditId] of Object.entries(METRICS) as [MetricKey, string][]) {
    const value = lhr.audits[auditId]?.numericValue;
    if (value !== undefined)
      metrics[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return {
    route,
    formFactor,
    scores,
    metrics,
    failing,
    lcpElement: lcpElementOf(lhr),
    lcpPhases: lcpPhasesOf(lhr),
    totalByteWeight: lhr.audits['total-byte-weight']?.numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings.map(String),
    firstVisit,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** A short description of each of the first findings in an audit's details table. */
function itemsOf(details: unknown): string[] | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const rows = (details as { items?: unknown }).items;
  if (!Array.isArray(rows)) return undefined;
  const describe = (row: unknown): string | undefined => {
    if (!row || typeof row !== 'object') return undefined;
    const r = row as Record<string, unknown>;
    const node = r.node as Record<string, unknown> | undefined;
    const parts = [
      typeof node?.selector === 'string' ? node.selector : undefined,
      typeof node?.snippet === 'string' ? node.snippet : undefined,
      typeof r.issueType === 'string' ? r.issueType : undefined,
      typeof r.url === 'string' ? r.url : undefined,
      typeof r.description === 'string' ? r.description : undefined,
      typeof r.message === 'string'
        ? `${typeof r.line === 'string' ? `${r.line}: ` : ''}${r.message}`
        : undefined,
      typeof r.total === 'number' ? `${Math.round(r.total)} ms` : undefined,
      typeof r.wastedBytes === 'number'
        ? `${Math.round(r.wastedBytes / 1024)} KiB unused`
        : undefined,
      typeof r.wastedMs === 'number' ? `${Math.round(r.wastedMs)} ms` : undefined,
      typeof r.score === 'number' ? `shift ${r.score.toFixed(3)}` : undefined,
    ].filter((p): p is string => Boolean(p));
    if (parts.length === 0 && r.subItems)
      return describe((r.subItems as { items?: unknown[] }).items?.[0]);
    return parts.length ? parts.join(' ').slice(0, 240) : undefined;
  };
  const out = rows
    .slice(0, 3)
    .map(describe)
    .filter((d): d is string => d !== undefined);
  return out.length ? out : undefined;
}

/** The LCP element (selector and HTML snippet), wherever this Lighthouse version puts it. */
function lcpElementOf(lhr: Result): string | undefined {
  const find = (value: unknown): string | undefined => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = find(item);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (node.type === 'node' && typeof node.snippet === 'string') {
        return typeof node.selector === 'string'
          ? `${node.selector} ${node.snippet}`
          : node.snippet;
      }
      for (const child of Object.values(node)) {
        const found = find(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight']) {
    const found = find(lhr.audits[id]?.details);
    if (found) return found;
  }
  return undefined;
}

function lcpPhasesOf(lhr: Result): Record<string, number> | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (!details || details.type !== 'list') return undefined;
  const phases: Record<string, number> = {};
  for (const section of details.items) {
    if (section.type !== 'table') continue;
    for (const row of section.items) {
      if (typeof row.phase === 'string' && typeof row.timing === 'number')
        phases[row.phase] = Math.round(row.timing);
    }
  }
  return Object.keys(phases).length ? phases : undefined;
}

function misses(summary: RunSummary, budget: ScoreBudget): string[] {
  const out: string[] = [];
  for (const [category, min] of Object.entries(budget) as [keyof ScoreBudget, number][]) {
    const score = summary.scores[category];
    if (score === null || score < min) out.push(`${category} ${score ?? 'n/a'} < ${min}`);
  }
  if (!summary.firstVisit) out.push('localStorage was not empty when the run started');
  return out;
}

async function measure(
  server: RunningServer,
  routes: BenchRoute[],
  formFactors: FormFactor[],
  runs: number,
  htmlDir: string | undefined,
  quiet: { maxLoad: number; maxWaitMs: number },
  boost: boolean,
): Promise<Measurement[]> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'portal-lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), '--headless=new'],
    userDataDir,
    logLevel: 'silent',
  });
  if (boost)
    console.log(
      `  boost Chrome's session: ${boostSession(chrome.pid) ? 'yes' : 'not possible here'}`,
    );
  const measurements: Measurement[] = [];
  try {
    for (const route of routes) {
      for (const formFactor of formFactors) {
        const url = `${server.baseUrl}${route.path}`;
        const summaries: { summary: RunSummary; lhr: Result }[] = [];
        const failures: string[] = [];
        for (let i = 1; i <= runs; i++) {
          // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: retry.
          for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            try {
              const host =
                quiet.maxWaitMs > 0
                  ? await waitForQuietHost(quiet.maxLoad, quiet.maxWaitMs)
                  : hostLoad();
              const left = await clearLocalStorage(chrome.port, server.baseUrl);
              const lhr = await runOnce(chrome.port, url, formFactor);
              const summary = {
                ...summarise(lhr, route.path, formFactor, left === 0),
                host,
              };
              summaries.push({ summary, lhr });
              const s = summary.scores;
              console.log(
                `  ${route.path} ${formFactor} run ${i}/${runs}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}` +
                  ` LCP ${ms(summary.metrics.lcp)} TBT ${ms(summary.metrics.tbt)} (load ${host.loadAverage[0]}/${host.cpus} CPU)`,
              );
              break;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              failures.push(message);
              console.warn(
                `  ${route.path} ${formFactor} run ${i}/${runs}, attempt ${attempt}/${MAX_ATTEMPTS} failed: ${message}`,
              );
            }
          }
        }
        const budget = LIGHTHOUSE_BUDGETS[route.budget][formFactor];
        const perf = (x: { summary: RunSummary }) => x.summary.scores.performance ?? -1;
        const sorted = [...summaries].sort((a, b) => perf(a) - perf(b));
        const median = sorted[Math.floor((sorted.length - 1) / 2)];
        if (!median) {
          measurements.push({
            route: route.path,
            formFactor,
            scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
            metrics: {},
            failing: {},
            runWarnings: failures,
            firstVisit: false,
            finalUrl: url,
            runs: 0,
            performanceScores: [],
            failedAttempts: failures,
            budget,
            misses: [`every Lighthouse run failed: ${failures.at(-1) ?? 'unknown error'}`],
          });
          continue;
        }
        measurements.push({
          ...median.summary,
          runs: summaries.length,
          performanceScores: summaries.map((x) => x.summary.scores.performance),
          failedAttempts: failures,
          budget,
          misses: misses(median.summary, budget),
        });
        if (htmlDir) {
          const { generateReport } = await import('lighthouse');
          await mkdir(htmlDir, { recursive: true });
          const name = `${route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}.html`;
          await writeFile(path.join(htmlDir, name), generateReport(median.lhr, 'html'));
        }
      }
    }
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(
      () => undefined,
    );
  }
  return measurements;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      'form-factors': { type: 'string', default: 'mobile,desktop' },
      'base-url': { type: 'string' },
      server: { type: 'string', default: 'auto' },
      port: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      'max-load': { type: 'string' },
      'max-wait': { type: 'string', default: '0' },
      boost: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      'html-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs must be a whole number of at least 1');
  const formFactors = values['form-factors'].split(',').map((f) => f.trim());
  for (const f of formFactors)
    if (f !== 'mobile' && f !== 'desktop') throw new Error(`unknown form factor ${f}`);
  const serverChoice = values.server as ServerChoice;
  if (!['auto', 'production', 'preview'].includes(serverChoice))
    throw new Error('--server must be auto, production or preview');
  const routes = selectRoutes(values.routes, ['/', '/analytics']);

  const maxWaitMs = Number(values['max-wait']) * 1000;
  const quiet = {
    maxLoad: values['max-load'] ? Number(values['max-load']) : hostLoad().cpus,
    maxWaitMs,
  };
  if (!Number.isFinite(maxWaitMs) || !Number.isFinite(quiet.maxLoad))
    throw new Error('--max-load and --max-wait take numbers');

  const loadAtStart = hostLoad();
  const dist = await prepareDist({ build: !values['no-build'], dir: values.dist });
  let server: RunningServer | undefined;
  let measurements: Measurement[];
  try {
    server = await startServer({
      baseUrl: values['base-url'],
      choice: serverChoice,
      port: values.port ? Number(values.port) : undefined,
      dist: dist.dir,
    });
    console.log(
      `Lighthouse 12 against ${server.baseUrl} (${server.kind}), ${runs} run(s) per route and form factor`,
    );
    if (values.boost && server.kind !== 'external' && !values['base-url'])
      console.log(`  boost server's session: ${server.boost() ? 'yes' : 'not possible here'}`);
    measurements = await measure(
      server,
      routes,
      formFactors as FormFactor[],
      runs,
      values['html-dir'],
      quiet,
      values.boost,
    );
  } finally {
    await server?.stop();
    await dist.dispose();
  }

  const score = (v: number | null, min?: number) =>
    v === null ? '-' : min !== undefined && v < min ? `${v}!` : String(v);
  console.log(`\nLighthouse (median of ${runs}; "!" = under budget)\n`);
  console.log(
    table(
      ['Route', 'Form', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'Status'],
      measurements.map((m) => [
        m.route,
        m.formFactor,
        score(m.scores.performance, m.budget.performance),
        score(m.scores.accessibility, m.budget.accessibility),
        score(m.scores['best-practices'], m.budget['best-practices']),
        score(m.scores.seo),
        ms(m.metrics.fcp),
        ms(m.metrics.lcp),
        ms(m.metrics.tbt),
        m.metrics.cls === undefined ? '-' : m.metrics.cls.toFixed(3),
        ms(m.metrics.si),
        m.misses.length ? 'MISS' : 'ok',
      ]),
    ),
  );
  for (const m of measurements) {
    const lines = Object.entries(m.failing)
      .filter(([, list]) => list.length > 0)
      .map(
        ([category, list]) =>
          `    ${category}: ${list.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ')}`,
      );
    if (lines.length === 0 && m.misses.length === 0) continue;
    console.log(
      `\n  ${m.route} ${m.formFactor}${m.misses.length ? ` - ${m.misses.join('; ')}` : ''}`,
    );
    if (m.lcpElement) console.log(`    LCP element: ${m.lcpElement.slice(0, 160)}`);
    if (m.lcpPhases)
      console.log(
        `    LCP phases: ${Object.entries(m.lcpPhases)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(', ')}`,
      );
    for (const line of lines) console.log(line);
    for (const list of Object.values(m.failing)) {
      for (const a of list) for (const item of a.items ?? []) console.log(`      ${a.id}: ${item}`);
    }
  }

  const report = {
    generatedAt: new Date().toISOString(),
    commit: currentCommit(),
    lighthouse: '12',
    server: { kind: server.kind, baseUrl: server.baseUrl },
    build: { builtByThisRun: dist.built },
    boosted: values.boost,
    host: { atStart: loadAtStart, atEnd: hostLoad() },
    method:
      'median run by performance score; mobile = default config (simulated throttling), desktop = desktop-config; first visits: localStorage emptied over CDP before each run',
    budgets: LIGHTHOUSE_BUDGETS,
    results: measurements,
    pass: measurements.every((m) => m.misses.length === 0),
  };
  const file = await writeResult('web-lighthouse.json', report);
  console.log(`\nWrote ${file}`);
  if (server.kind !== 'production')
    console.log(`Note: figures come from the ${server.kind} server, not server/src/main.ts.`);
  const busy = measurements.map((m) => m.host && busyWarning(m.host)).find(Boolean);
  if (busy) console.log(`Note: during some runs the ${busy}.`);
  if (measurements.some((m) => m.runs === 0)) return 2;
  if (!report.pass) {
    console.log(
      values.strict
        ? 'Under budget (--strict): failing.'
        : 'Some scores are under budget (run with --strict to fail).',
    );
    return values.strict ? 1 : 0;
  }
  console.log('All scores within budget.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
