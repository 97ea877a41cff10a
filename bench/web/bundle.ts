/**
 * First-paint bundle size of the web app, gzip.
 *
 *   npx tsx web/bundle.ts [--no-build] [--dist DIR] [--strict] [--routes /,/analytics]
 *                         [--base-url URL] [--server auto|production|preview] [--no-browser]
 *
 * Two figures per route:
 *  - static graph: what index.html asks for (entry script, modulepreload links, stylesheets) plus
 *    every chunk those import statically; then the same for the route's lazily loaded page chunk
 *    (with the CSS Vite preloads for it). Other import() chunks are not first paint.
 *  - browser: every JS and CSS response Chromium receives for the route by the load event (held to
 *    the budget) and then until network idle (reported), on the production server.
 * Sizes are zlib gzip (default level, as Vite reports) of the built files, not transfer sizes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Response } from 'playwright-core';
import { attributeFirstPaint, type Contributor } from './lib/attribution.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chrome.ts';
import { assetOf, ChunkGraph, parseHtml, totals, type Asset } from './lib/chunks.ts';
import { prepareDist } from './lib/dist.ts';
import { kb, table } from './lib/format.ts';
import { currentCommit } from './lib/git.ts';
import { busyWarning, hostLoad } from './lib/host.ts';
import { writeResult } from './lib/process.ts';
import { startServer, type RunningServer, type ServerChoice } from './lib/server.ts';
import { BUNDLE_BUDGETS, selectRoutes, type BenchRoute } from './routes.ts';

const HELP = `Usage: tsx web/bundle.ts [options]
  --no-build          measure an existing build (web/dist, or --dist) instead of building
                      (by default the app is built into a private temporary folder and served from there)
  --dist DIR          the build folder to measure (with --no-build) or to build into
  --strict            exit 1 when a route is over its JS budget
  --routes LIST       comma-separated paths (default: /,/analytics,/misc/coming-soon)
  --base-url URL      measure a server that is already running (it must serve the same build)
  --server KIND       auto (default: the production server if server/src/main.ts exists, else vite
                      preview), production or preview
  --port N            port for the production server (default 4390)
  --no-browser        static graph only
  --no-attribute      skip splitting the first-paint JS by package and folder
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
  source: 'build' | 'response';
}

interface BrowserFigure {
  /** Everything until the load event and network idle. */
  js: number;
  css: number;
  /** Only what had arrived when the load event fired. */
  byLoad: { js: number; css: number; files: number };
  files: BrowserFile[];
  loadEventMs: number;
  networkIdle: boolean;
  /** Requests of any type that failed or answered 4xx/5xx. */
  failedRequests: string[];
  /** fetch/XHR calls the page made (method, path, status): shows what pulls in lazy code. */
  dataRequests: string[];
  consoleErrors: string[];
  tourChunkLoaded: boolean;
}

interface RouteResult {
  path: string;
  label: string;
  budget: { key: string; jsBytes: number };
  pageChunk: string | null;
  static: StaticFigure;
  browser: BrowserFigure | null;
  /** Why the browser figure cannot be trusted (failed JS/CSS loads), if so. */
  browserInvalid: string | null;
  pass: boolean;
}

const sum = (files: Asset[]) => {
  const t = totals(files);
  return { js: t.js, css: t.css };
};

const sortBySize = <T extends Asset>(files: T[]) => [...files].sort((a, b) => b.gzip - a.gzip);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function staticGraph(dist: string, routes: BenchRoute[]) {
  const listAssets = (urls: Iterable<string>): Asset[] => {
    const assets: Asset[] = [];
    for (const url of urls) {
      const asset = assetOf(dist, url);
      if (asset) assets.push(asset);
      else console.warn(`  warning: ${url} is referenced but not in the build`);
    }
    return assets;
  };
  const assetFiles = readdirSync(path.join(dist, 'assets'));
  /** The route's page chunk, by the file name Vite gives it (<module name>-<hash>.js). */
  const findPageChunk = (route: BenchRoute): string | undefined => {
    if (!route.pageChunk) return undefined;
    const pattern = new RegExp(`^${escapeRegExp(route.pageChunk)}-[\\w-]{6,}\\.js$`);
    const matches = assetFiles.filter((f) => pattern.test(f));
    if (matches.length > 1)
      console.warn(`  warning: several chunks match ${route.pageChunk}: ${matches.join(', ')}`);
    return matches[0] ? `/assets/${matches[0]}` : undefined;
  };

  const html = parseHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const graph = new ChunkGraph(dist);
  const entryJs = graph.staticClosure([...html.scripts, ...html.modulePreloads]);
  const entryUrls = new Set([...entryJs, ...html.stylesheets]);
  const entry = listAssets(entryUrls);

  // Vite's preload lists (JS closure + CSS) for every import() in the entry graph; the whole
  // build is scanned only when a page is imported from a lazily loaded chunk.
  let dynamic = graph.dynamicTargets(entryJs);
  const perRoute = new Map<
    string,
    { pageChunk: string | null; figure: StaticFigure; urls: Set<string> }
  >();
  for (const route of routes) {
    const page = findPageChunk(route);
    const urls = new Set(entryUrls);
    if (page) {
      if (!dynamic.has(page))
        dynamic = graph.dynamicTargets(
          assetFiles.filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`),
        );
      for (const url of graph.staticClosure([page])) urls.add(url);
      for (const dep of dynamic.get(page) ?? []) urls.add(dep);
    } else if (route.pageChunk) {
      console.warn(
        `  warning: no chunk named ${route.pageChunk}-<hash>.js for ${route.path}; its static figure is the entry only`,
      );
    }
    const files = listAssets(urls);
    perRoute.set(route.path, {
      pageChunk: page ?? null,
      figure: { ...sum(files), files: sortBySize(files) },
      urls,
    });
  }
  const lazyChunks = [...dynamic.keys()]
    .map((url) => assetOf(dist, url))
    .filter((a): a is Asset => a !== undefined);
  return {
    html,
    entry: { ...sum(entry), files: sortBySize(entry) },
    perRoute,
    lazyChunks: sortBySize(lazyChunks),
  };
}

const kindOf = (url: string, contentType: string): 'js' | 'css' | undefined => {
  if (/\.m?js$/.test(url) || contentType.includes('javascript')) return 'js';
  if (url.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return undefined;
};

async function measureInBrowser(
  dist: string,
  server: RunningServer,
  routes: BenchRoute[],
  staticUrls: Map<string, Set<string>>,
): Promise<Map<string, BrowserFigure>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const origin = new URL(server.baseUrl).origin;
  const results = new Map<string, BrowserFigure>();
  try {
    for (const route of routes) {
      // A fresh context per route: a new visitor, with an empty HTTP cache, no service worker and
      // nothing stored (the tour's code must not load unless asked for).
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      const seen = new Map<string, Promise<BrowserFile | undefined>>();
      const consoleErrors: string[] = [];
      const failedRequests: string[] = [];
      const dataRequests: string[] = [];
      let loaded = false;
      let inflight = 0;
      let requests = 0;
      page.on('load', () => {
        loaded = true;
      });
      page.on('request', () => {
        inflight += 1;
        requests += 1;
      });
      page.on('requestfinished', () => {
        inflight -= 1;
      });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          consoleErrors.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
      page.on('requestfailed', (r) => {
        inflight -= 1;
        failedRequests.push(`${r.url()} (${r.failure()?.errorText ?? 'failed'})`);
      });
      const record = async (response: Response): Promise<BrowserFile | undefined> => {
        const url = new URL(response.url());
        if (response.status() >= 400)
          failedRequests.push(`${url.href} (HTTP ${response.status()})`);
        const type = response.request().resourceType();
        if (type === 'fetch' || type === 'xhr') {
          const where = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
          dataRequests.push(
            `${response.request().method()} ${where} ${response.status()}${response.fromServiceWorker() ? ' (service worker)' : ''}`,
          );
        }
        const kind = kindOf(url.pathname, response.headers()['content-type'] ?? '');
        if (!kind) return undefined;
        const afterLoad = loaded;
        const inStaticGraph = staticUrls.get(route.path)?.has(url.pathname) ?? false;
        const fromBuild =
          url.origin === origin && response.status() < 400
            ? assetOf(dist, url.pathname)
            : undefined;
        if (fromBuild)
          return {
            ...fromBuild,
            status: response.status(),
            afterLoad,
            inStaticGraph,
            source: 'build',
          };
        const body = await response.body().catch(() => Buffer.alloc(0));
        const file = url.origin === origin ? url.pathname : url.href;
        return {
          file,
          kind,
          bytes: body.length,
          gzip: gzipSync(body).length,
          status: response.status(),
          afterLoad,
          inStaticGraph,
          source: 'response',
        };
      };
      page.on('response', (response) => {
        const key = response.url();
        if (!seen.has(key)) seen.set(key, record(response));
      });

      const started = Date.now();
      await page.goto(`${server.baseUrl}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
      const loadEventMs = Date.now() - started;
      // Settled = no request in flight and none started while the main thread got idle and then
      // 500 ms passed. Playwright's "networkidle" alone fires too early on a busy machine: the
      // network is quiet while the entry script still runs, before it asks for the page chunk.
      const settle = async (timeoutMs: number): Promise<boolean> => {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const before = requests;
          await page.evaluate(
            () =>
              new Promise<void>((resolve) =>
                requestIdleCallback(() => resolve(), { timeout: 2000 }),
              ),
          );
          await page.waitForTimeout(500);
          if (inflight <= 0 && requests === before) return true;
        }
        return false;
      };
      const networkIdle = await settle(30_000);
      const files = (await Promise.all(seen.values())).filter(
        (f): f is BrowserFile => f !== undefined,
      );
      await context.close();
      const ok = files.filter((f) => f.status < 400);
      const early = ok.filter((f) => !f.afterLoad);
      results.set(route.path, {
        ...sum(ok),
        byLoad: { ...sum(early), files: early.length },
        files: sortBySize(files),
        loadEventMs,
        networkIdle,
        failedRequests,
        dataRequests,
        consoleErrors,
        tourChunkLoaded: files.some((f) => f.file.includes('shell-tour')),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const overBy = (bytes: number) => (bytes < 1000 ? `${bytes} B` : kb(bytes));

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
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
  if (!['auto', 'production', 'preview'].includes(serverChoice))
    throw new Error('--server must be auto, production or preview');
  const routes = selectRoutes(values.routes, ['/', '/analytics', '/misc/coming-soon']);
  const loadAtStart = hostLoad();

  const dist = await prepareDist({ build: !values['no-build'], dir: values.dist });
  try {
    console.log(`\nStatic graph of ${dist.dir} (index.html + static imports)`);
    const graph = staticGraph(dist.dir, routes);
    const staticUrls = new Map([...graph.perRoute].map(([p, r]) => [p, r.urls]));

    let attribution: Awaited<ReturnType<typeof attributeFirstPaint>> | undefined;
    if (!values['no-attribute']) {
      try {
        attribution = await attributeFirstPaint(dist.dir);
      } catch (error) {
        console.warn(
          `  attribution skipped: ${error instanceof Error ? error.message : String(error)}`,
        );
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
          dist: dist.dir,
        });
        console.log(`Browser: Chromium against ${server.baseUrl} (${server.kind})`);
        browser = await measureInBrowser(dist.dir, server, routes, staticUrls);
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
      const failedAssets = b?.files.filter((f) => f.status >= 400) ?? [];
      const browserInvalid =
        b === null
          ? null
          : failedAssets.length > 0
            ? `${failedAssets.length} JS/CSS file(s) failed to load`
            : b.js === 0
              ? 'no JS loaded'
              : null;
      // First paint: the static graph with the route's page, and what the browser had by the load
      // event. What arrives later (until network idle) is reported but not held to the budget.
      const pass =
        staticFigure.js <= budget &&
        (b === null || (browserInvalid === null && b.byLoad.js <= budget));
      return {
        path: route.path,
        label: route.label,
        budget: { key: route.budget, jsBytes: budget },
        pageChunk: s?.pageChunk ?? null,
        static: staticFigure,
        browser: b,
        browserInvalid,
        pass,
      };
    });

    const status = (js: number, budget: number) =>
      js <= budget ? 'ok' : `OVER by ${overBy(js - budget)}`;
    const rows: string[][] = [
      [
        '(every route)',
        'static: index.html graph',
        kb(graph.entry.js),
        kb(graph.entry.css),
        String(graph.entry.files.length),
        '',
        '',
      ],
    ];
    for (const r of results) {
      rows.push([
        r.path,
        'static: + route page chunk',
        kb(r.static.js),
        kb(r.static.css),
        String(r.static.files.length),
        kb(r.budget.jsBytes),
        status(r.static.js, r.budget.jsBytes),
      ]);
      if (r.browser) {
        const b = r.browser;
        rows.push([
          r.path,
          'browser: by load event',
          kb(b.byLoad.js),
          kb(b.byLoad.css),
          String(b.byLoad.files),
          kb(r.budget.jsBytes),
          r.browserInvalid ? `INVALID: ${r.browserInvalid}` : status(b.byLoad.js, r.budget.jsBytes),
        ]);
        rows.push([
          r.path,
          'browser: + until network idle',
          kb(b.js),
          kb(b.css),
          String(b.files.length),
          '(info)',
          b.js <= r.budget.jsBytes ? '' : `(${overBy(b.js - r.budget.jsBytes)} over)`,
        ]);
      }
    }
    console.log(
      `\nFirst-paint bytes, gzip (1 KB = 1000 B)${server ? `; browser on the ${server.kind} server` : ''}\n`,
    );
    console.log(table(['Route', 'Figure', 'JS', 'CSS', 'Files', 'JS budget', 'Status'], rows));

    if (attribution) {
      const note = attribution.fromSeparateBuild
        ? ' (from a source-map build of the current sources)'
        : '';
      console.log(
        `\nWhat the index.html graph's JS is made of${note}; each part gzipped on its own, top 15\n`,
      );
      console.log(
        table(
          ['Package or folder', 'Raw', 'gzip'],
          attribution.contributors
            .slice(0, 15)
            .map((c: Contributor) => [c.name, kb(c.bytes), kb(c.gzip)]),
        ),
      );
    }

    for (const r of results) {
      if (!r.browser) continue;
      console.log(
        `\n${r.path}: JS and CSS the browser loaded (gzip)${r.browser.networkIdle ? '' : '; the network never went idle'}`,
      );
      for (const f of r.browser.files) {
        const notes = [
          f.afterLoad ? 'after load' : '',
          f.inStaticGraph ? '' : 'not in static graph',
          f.status >= 400 ? `HTTP ${f.status}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}${notes ? `  (${notes})` : ''}`);
      }
      for (const e of r.browser.dataRequests) console.log(`  data request: ${e}`);
      for (const e of r.browser.failedRequests) console.log(`  failed request: ${e}`);
      for (const e of r.browser.consoleErrors)
        console.log(`  console ${e.length > 300 ? `${e.slice(0, 300)}...` : e}`);
    }

    const busy = busyWarning(loadAtStart);
    const report = {
      generatedAt: new Date().toISOString(),
      commit: currentCommit(),
      units:
        'gzip bytes: zlib default level over the built files (not transfer sizes); 1 KB = 1000 bytes',
      build: {
        dir: dist.built ? '(private temporary build)' : dist.dir,
        builtByThisRun: dist.built,
      },
      server: server ? { kind: server.kind, baseUrl: server.baseUrl } : null,
      browserError: browserError ?? null,
      host: { atStart: loadAtStart, atEnd: hostLoad() },
      budgets: BUNDLE_BUDGETS,
      entry: {
        html: graph.html,
        js: graph.entry.js,
        css: graph.entry.css,
        files: graph.entry.files,
        attribution: attribution ?? null,
      },
      routes: results,
      lazyChunksFromEntry: graph.lazyChunks,
      pass: results.every((r) => r.pass),
    };
    const file = await writeResult('web-bundle.json', report);
    console.log(`\nWrote ${file}`);
    if (server && server.kind !== 'production')
      console.log(
        `Note: browser figures come from the ${server.kind} server, not server/src/main.ts.`,
      );
    if (busy) console.log(`Note: ${busy} (sizes are not affected).`);

    if (browserError || results.some((r) => r.browserInvalid)) return 2;
    if (!report.pass) {
      console.log(
        values.strict
          ? 'Over budget (--strict): failing.'
          : 'Over budget (run with --strict to fail).',
      );
      return values.strict ? 1 : 0;
    }
    console.log('All routes within budget.');
    return 0;
  } finally {
    await dist.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
