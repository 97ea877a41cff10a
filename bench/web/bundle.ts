/**
 * First-paint bundle size of the web app, gzip.
 *
 *   npx tsx web/bundle.ts [--no-build] [--strict] [--routes /,/analytics] [--base-url URL]
 *                         [--server auto|production|preview] [--no-browser]
 *
 * Two figures per route:
 *  - static graph: what web/dist/index.html asks for (entry script, modulepreload links,
 *    stylesheets) plus every chunk those import statically, and then the same for the route's
 *    lazily loaded page chunk (with the CSS Vite preloads for it). import() chunks other than the
 *    route's page are not counted.
 *  - browser: every JS and CSS response Chromium receives for the route until the load event and
 *    network idle, on the production server.
 * Sizes are zlib gzip (default level, as Vite reports) of the files in web/dist, not transfer sizes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TOUR_STORAGE_KEY } from './lib/chrome.ts';
import { attributeFirstPaint, type Contributor } from './lib/attribution.ts';
import { assetOf, ChunkGraph, parseHtml, totals, type Asset } from './lib/chunks.ts';
import { kb, table } from './lib/format.ts';
import { currentCommit } from './lib/git.ts';
import { WEB_DIST } from './lib/paths.ts';
import { buildWeb, writeResult } from './lib/process.ts';
import { startServer, type RunningServer, type ServerChoice } from './lib/server.ts';
import { BUNDLE_BUDGETS, selectRoutes, type BenchRoute } from './routes.ts';

const HELP = `Usage: tsx web/bundle.ts [options]
  --no-build          measure the existing web/dist instead of running npm run build -w web
  --strict            exit 1 when a route is over its JS budget
  --routes LIST       comma-separated paths (default: /,/analytics,/misc/coming-soon)
  --base-url URL      measure a server that is already running instead of starting one
  --server KIND       auto (default: production server if server/src/main.ts exists, else vite preview),
                      production or preview
  --port N            port for the production server (default 4390)
  --no-browser        static graph only
  --no-attribute      skip the source-map build that splits first-paint JS by package and folder
`;

interface StaticFigure {
  js: number;
  css: number;
  files: Asset[];
}

interface BrowserFile extends Asset {
  status: number;
  afterLoad: boolean;
  inStaticGraph: boolean;
  source: 'dist' | 'response';
}

interface BrowserFigure {
  js: number;
  css: number;
  files: BrowserFile[];
  loadEventMs: number;
  networkIdle: boolean;
  consoleErrors: string[];
  tourLoaded: boolean;
}

interface RouteResult {
  path: string;
  label: string;
  budget: { key: string; jsBytes: number };
  pageChunk: string | null;
  static: StaticFigure;
  browser: BrowserFigure | null;
  pass: boolean;
}

const sum = (files: Asset[]) => {
  const t = totals(files);
  return { js: t.js, css: t.css };
};

const sortBySize = <T extends Asset>(files: T[]) => [...files].sort((a, b) => b.gzip - a.gzip);

function listAssets(urls: Iterable<string>): Asset[] {
  const assets: Asset[] = [];
  for (const url of urls) {
    const asset = assetOf(WEB_DIST, url);
    if (asset) assets.push(asset);
    else console.warn(`  warning: ${url} is referenced but not in web/dist`);
  }
  return assets;
}

/** The route's page chunk in dist/assets, by the file name Vite gives it. */
function findPageChunk(route: BenchRoute): string | undefined {
  if (!route.pageChunk) return undefined;
  const pattern = new RegExp(`^${route.pageChunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{6,}\\.js$`);
  const matches = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => pattern.test(f));
  if (matches.length > 1) console.warn(`  warning: several chunks match ${route.pageChunk}: ${matches.join(', ')}`);
  return matches[0] ? `/assets/${matches[0]}` : undefined;
}

function staticGraph(routes: BenchRoute[]) {
  const html = parseHtml(readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'));
  const graph = new ChunkGraph(WEB_DIST);
  const entryJs = graph.staticClosure([...html.scripts, ...html.modulePreloads]);
  const entryUrls = new Set([...entryJs, ...html.stylesheets]);
  const entry = listAssets(entryUrls);

  // Vite's preload lists (JS closure + CSS) for every import() in the entry graph; the whole
  // build is scanned only when a page is imported from a lazily loaded chunk.
  let dynamic = graph.dynamicTargets(entryJs);
  const perRoute = new Map<string, { pageChunk: string | null; figure: StaticFigure; urls: Set<string> }>();
  for (const route of routes) {
    const page = findPageChunk(route);
    const urls = new Set(entryUrls);
    if (page) {
      if (!dynamic.has(page)) {
        const all = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`);
        dynamic = graph.dynamicTargets(all);
      }
      for (const url of graph.staticClosure([page])) urls.add(url);
      for (const dep of dynamic.get(page) ?? []) urls.add(dep);
    } else if (route.pageChunk) {
      console.warn(`  warning: no chunk named ${route.pageChunk}-<hash>.js for ${route.path}; static figure is the entry only`);
    }
    const files = listAssets(urls);
    perRoute.set(route.path, { pageChunk: page ?? null, figure: { ...sum(files), files: sortBySize(files) }, urls });
  }
  return { html, entry: { ...sum(entry), files: sortBySize(entry) }, perRoute, dynamicTargets: dynamic };
}

const kindOf = (url: string, contentType: string): 'js' | 'css' | undefined => {
  if (/\.m?js$/.test(url) || contentType.includes('javascript')) return 'js';
  if (url.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return undefined;
};

async function measureInBrowser(
  server: RunningServer,
  routes: BenchRoute[],
  staticUrls: Map<string, Set<string>>,
): Promise<Map<string, BrowserFigure>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  const results = new Map<string, BrowserFigure>();
  try {
    for (const route of routes) {
      // A fresh context per route: empty HTTP cache, no service worker, the tour already seen.
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript((key) => localStorage.setItem(key, '1'), TOUR_STORAGE_KEY);
      const page = await context.newPage();
      const origin = new URL(server.baseUrl).origin;
      const seen = new Map<string, Promise<BrowserFile | undefined>>();
      const consoleErrors: string[] = [];
      let loaded = false;
      page.on('load', () => {
        loaded = true;
      });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
      const record = async (response: Response): Promise<BrowserFile | undefined> => {
        const url = new URL(response.url());
        const kind = kindOf(url.pathname, response.headers()['content-type'] ?? '');
        if (!kind) return undefined;
        const afterLoad = loaded;
        const inStaticGraph = staticUrls.get(route.path)?.has(url.pathname) ?? false;
        const fromDist = url.origin === origin ? assetOf(WEB_DIST, url.pathname) : undefined;
        if (fromDist) return { ...fromDist, status: response.status(), afterLoad, inStaticGraph, source: 'dist' };
        const body = await response.body().catch(() => Buffer.alloc(0));
        const file = url.origin === origin ? url.pathname : url.href;
        return { file, kind, bytes: body.length, gzip: gzipSync(body).length, status: response.status(), afterLoad, inStaticGraph, source: 'response' };
      };
      page.on('response', (response) => {
        const key = response.url();
        if (!seen.has(key)) seen.set(key, record(response));
      });

      const started = Date.now();
      await page.goto(`${server.baseUrl}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
      const loadEventMs = Date.now() - started;
      const networkIdle = await page
        .waitForLoadState('networkidle', { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      const files = (await Promise.all(seen.values())).filter((f): f is BrowserFile => f !== undefined);
      await context.close();
      results.set(route.path, {
        ...sum(files),
        files: sortBySize(files),
        loadEventMs,
        networkIdle,
        consoleErrors,
        tourLoaded: files.some((f) => f.file.includes('shell-tour')),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      routes: { type: 'string' },
      'base-url': { type: 'string' },
      server: { type: 'string', default: 'auto' },
      port: { type: 'string' },
      'no-browser': { type: 'boolean', default: false },
      'no-attribute': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const serverChoice = values.server as ServerChoice;
  if (!['auto', 'production', 'preview'].includes(serverChoice)) throw new Error(`--server must be auto, production or preview`);
  const routes = selectRoutes(values.routes, ['/', '/analytics', '/misc/coming-soon']);

  if (!values['no-build']) await buildWeb();

  console.log('\nStatic graph (web/dist/index.html + static imports)');
  const graph = staticGraph(routes);
  const staticUrls = new Map([...graph.perRoute].map(([p, r]) => [p, r.urls]));

  let attribution: { total: number; contributors: Contributor[] } | undefined;
  if (!values['no-attribute']) {
    console.log('Attributing first-paint JS (vite build --sourcemap into a temporary folder)');
    try {
      attribution = await attributeFirstPaint();
    } catch (error) {
      console.warn(`  attribution skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  let server: RunningServer | undefined;
  let browser: Map<string, BrowserFigure> | undefined;
  let browserError: string | undefined;
  if (!values['no-browser']) {
    try {
      server = await startServer({
        baseUrl: values['base-url'],
        choice: serverChoice,
        port: values.port ? Number(values.port) : undefined,
      });
      console.log(`Browser: Chromium against ${server.baseUrl} (${server.kind})`);
      browser = await measureInBrowser(server, routes, staticUrls);
    } catch (error) {
      browserError = error instanceof Error ? error.message : String(error);
      console.error(`\nBrowser measurement failed: ${browserError}`);
    } finally {
      await server?.stop();
    }
  }

  const results: RouteResult[] = routes.map((route) => {
    const s = graph.perRoute.get(route.path);
    const b = browser?.get(route.path) ?? null;
    const budget = BUNDLE_BUDGETS[route.budget].js;
    const staticFigure = s?.figure ?? { js: 0, css: 0, files: [] };
    const pass = staticFigure.js <= budget && (b === null || b.js <= budget);
    return {
      path: route.path,
      label: route.label,
      budget: { key: route.budget, jsBytes: budget },
      pageChunk: s?.pageChunk ?? null,
      static: staticFigure,
      browser: b,
      pass,
    };
  });

  const rows: string[][] = [];
  const status = (js: number, budget: number) => (js <= budget ? 'ok' : `OVER by ${kb(js - budget)}`);
  rows.push(['(all routes)', 'static: index.html graph', kb(graph.entry.js), kb(graph.entry.css), String(graph.entry.files.length), '', '']);
  for (const r of results) {
    rows.push([r.path, 'static: + route page chunk', kb(r.static.js), kb(r.static.css), String(r.static.files.length), kb(r.budget.jsBytes), status(r.static.js, r.budget.jsBytes)]);
    if (r.browser) {
      rows.push([r.path, 'browser: load + idle', kb(r.browser.js), kb(r.browser.css), String(r.browser.files.length), kb(r.budget.jsBytes), status(r.browser.js, r.budget.jsBytes)]);
    }
  }
  console.log(`\nFirst-paint bytes, gzip (1 KB = 1000 B)${server ? `, browser on ${server.kind} server` : ''}\n`);
  console.log(table(['Route', 'Figure', 'JS', 'CSS', 'Files', 'JS budget', 'Status'], rows));

  if (attribution) {
    console.log('\nWhat the index.html graph\'s JS is made of (each part gzipped on its own; top 15)\n');
    console.log(
      table(
        ['Package or folder', 'Raw', 'gzip'],
        attribution.contributors.slice(0, 15).map((c) => [c.name, kb(c.bytes), kb(c.gzip)]),
      ),
    );
  }

  for (const r of results) {
    if (!r.browser) continue;
    console.log(`\n${r.path}: files the browser loaded (gzip)${r.browser.networkIdle ? '' : ' - network never went idle'}`);
    for (const f of r.browser.files) {
      const notes = [f.afterLoad ? 'after load' : '', f.inStaticGraph ? '' : 'not in static graph', f.status >= 400 ? `HTTP ${f.status}` : '']
        .filter(Boolean)
        .join(', ');
      console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}${notes ? `  (${notes})` : ''}`);
    }
    if (r.browser.tourLoaded) console.log('  note: the first-visit tour chunk loaded although the tour was marked done');
    for (const e of r.browser.consoleErrors) console.log(`  console ${e}`);
  }

  const lazyChunks = [...graph.dynamicTargets.keys()]
    .map((url) => assetOf(WEB_DIST, url))
    .filter((a): a is Asset => a !== undefined);
  const report = {
    generatedAt: new Date().toISOString(),
    commit: currentCommit(),
    units: 'gzip bytes: zlib default level over the files in web/dist (not transfer sizes); 1 KB = 1000 bytes',
    server: server ? { kind: server.kind, baseUrl: server.baseUrl } : null,
    browserError: browserError ?? null,
    budgets: BUNDLE_BUDGETS,
    entry: { html: graph.html, ...graph.entry, attribution: attribution ?? null },
    routes: results,
    lazyChunksFromEntry: sortBySize(lazyChunks),
    pass: results.every((r) => r.pass),
  };
  const file = await writeResult('web-bundle.json', report);
  console.log(`\nWrote ${file}`);
  if (server && server.kind !== 'production') console.log(`Note: browser figures come from the ${server.kind} server, not server/src/main.ts.`);

  if (browserError) return 2;
  if (!report.pass) {
    console.log(values.strict ? 'Over budget (--strict): failing.' : 'Over budget (run with --strict to fail).');
    return values.strict ? 1 : 0;
  }
  console.log('All routes within budget.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
