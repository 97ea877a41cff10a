/**
 * API load benchmark (autocannon on loopback against the production server, server/src/main.ts).
 *
 * For each database (PGlite in a temporary DATA_DIR; PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, in a temporary database created next to it):
 *   - seeds 100,000 sample projects (npm run db:seed -- --count N, in its own process),
 *   - starts the server with SUMMARY_CACHE_MAX=0, which turns off the in-memory summary cache, so
 *     every 200 response of /projects/summary is computed from the database ("uncached"), and a
 *     rate limit high enough not to interfere,
 *   - measures /projects/summary uncached (unfiltered, then a rotation of filters) with one
 *     connection (latency), revalidated requests (If-None-Match -> 304) with many connections
 *     (throughput), /projects, and the full CSV export (time, and the server's peak resident memory),
 *   - repeats the uncached summary with the 2,000-project sample.
 * Results go to bench/results/api.json and a table is printed.
 *
 *   npm run bench -- --only api            (from the repository root)
 *   tsx api/run.ts [--count 100000] [--small 2000] [--seconds 10] [--only pglite|postgres] [--strict]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchPostgresUrl,
  dataTarget,
  etagOf,
  idleRss,
  seed,
  withServer,
  type Backend,
} from './lib/dataset.ts';
import { download, load, type DownloadResult, type LoadResult } from './lib/measure.ts';
import { REPO_ROOT, RESULTS_FILE } from './lib/paths.ts';

const SUMMARY = '/api/v1/projects/summary';
/** Filters a dashboard user would pick; each request of the rotation asks for a different one. */
const SUMMARY_ROTATION = [
  '',
  '?subCounty=Makueni',
  '?ward=Wote,Kathonzweni&state=completed',
  '?department=water&financialYear=2023/24',
  '?state=ongoing,stalled',
  '?financialYear=2024/25,2025/26&department=health,infrastructure',
  '?subCounty=Kibwezi%20East&department=water',
  '?subCounty=Mbooni,Kilome&financialYear=2021/22',
].map((q) => `${SUMMARY}${q}`);

interface BackendResult {
  backend: Backend;
  projects: number;
  seedSeconds: number;
  /** Server resident memory at idle, after start-up and warm-up (MB). */
  idleRssMb: number | null;
  /** Deep pages (half-way through the data) read by cursor, two sorts. */
  projectsDeepCursor: LoadResult;
  /** The same depth by page number (OFFSET), for comparison. */
  projectsDeepOffset: LoadResult;
  /** Free-text search (exact words, a misspelt word), trigram index where available. */
  search: LoadResult;
  searchMisspelt: LoadResult;
  summaryUncached: LoadResult;
  summaryUncachedRotation: LoadResult;
  summaryRevalidated: LoadResult;
  projectsList: LoadResult;
  projectsListFiltered: LoadResult;
  csvExport: DownloadResult[];
  /** The uncached summaries (filters rotating) while two XLSX exports run. */
  summaryDuringExports: LoadResult;
  /** The two XLSX exports that ran meanwhile (each reports the server's peak memory). */
  xlsxExport: DownloadResult[];
  small?: {
    projects: number;
    seedSeconds: number;
    summaryUncached: LoadResult;
    summaryUncachedRotation: LoadResult;
  };
}

interface Budget {
  name: string;
  backend: Backend;
  limit: string;
  value: string;
  ok: boolean;
}

async function benchBackend(
  backend: Backend,
  pgUrl: string | undefined,
  options: { count: number; small: number; seconds: number; withSmall: boolean },
): Promise<BackendResult> {
  const { seconds } = options;
  console.log(`\n--- ${backend}: seeding ${options.count} projects ---`);
  const big = await dataTarget(backend, pgUrl, 'big');
  try {
    const seedSeconds = await seed(big, options.count);
    const measured = await withServer(big, async (api) => {
      const u = (p: string) => `${api.baseUrl}${p}`;
      // Warm up: reference data, connections, the planner.
      await load(api.baseUrl, SUMMARY_ROTATION, { connections: 1, seconds: 2 });
      const idleRssMb = await idleRss(api.pid);
      // The export first, while the server holds no garbage from the load tests, so that its
      // peak memory is the export's.
      console.log(`${backend}: CSV export`);
      const csvExport: DownloadResult[] = [];
      for (let i = 0; i < 2; i += 1) {
        csvExport.push(await download(u('/api/v1/projects/export.csv'), api.pid));
      }
      console.log(`${backend}: summary, uncached`);
      const summaryUncached = await load(api.baseUrl, [SUMMARY], { connections: 1, seconds });
      const summaryUncachedRotation = await load(api.baseUrl, SUMMARY_ROTATION, {
        connections: 1,
        seconds,
      });
      console.log(`${backend}: summary, revalidated (304)`);
      const etag = await etagOf(u(SUMMARY));
      // 50 connections from two client threads: the server, not the client, is the limit.
      const summaryRevalidated = await load(api.baseUrl, [SUMMARY], {
        connections: 50,
        workers: 2,
        seconds,
        headers: { 'if-none-match': etag },
      });
      console.log(`${backend}: projects list`);
      const projectsList = await load(api.baseUrl, ['/api/v1/projects'], {
        connections: 1,
        seconds,
      });
      const projectsListFiltered = await load(
        api.baseUrl,
        [
          '/api/v1/projects?subCounty=Makueni&state=ongoing&sort=-budget',
          '/api/v1/projects?ward=Wote&page=3',
        ],
        { connections: 1, seconds },
      );
      console.log(`${backend}: deep pages (cursor and page number)`);
      const deepPage = Math.max(2, Math.floor(options.count / 100 / 2));
      const deepQueries = [`limit=100`, `limit=100&sort=-budget`];
      const deepCursors: string[] = [];
      for (const q of deepQueries) {
        const res = await fetch(u(`/api/v1/projects?${q}&page=${deepPage - 1}`));
        const body = (await res.json()) as { nextCursor?: string | null };
        if (!body.nextCursor) throw new Error(`no nextCursor at page ${deepPage - 1} (${q})`);
        deepCursors.push(`/api/v1/projects?${q}&cursor=${encodeURIComponent(body.nextCursor)}`);
      }
      const projectsDeepCursor = await load(api.baseUrl, deepCursors, { connections: 1, seconds });
      const projectsDeepOffset = await load(
        api.baseUrl,
        deepQueries.map((q) => `/api/v1/projects?${q}&page=${deepPage}`),
        { connections: 1, seconds },
      );
      console.log(`${backend}: search`);
      const search = await load(
        api.baseUrl,
        ['/api/v1/projects?q=borehole', '/api/v1/projects?q=kathonzweni%20dispensary'],
        { connections: 1, seconds },
      );
      const searchMisspelt = await load(
        api.baseUrl,
        ['/api/v1/projects?q=brehole', '/api/v1/projects?q=kathonzweny'],
        { connections: 1, seconds },
      );
      // Other requests keep their latency while exports run: the uncached summaries again,
      // with as many XLSX exports under way as one client may start (EXPORTS_PER_CLIENT, 2).
      console.log(`${backend}: summary while two XLSX exports run`);
      const xlsxRuns = [0, 1].map(() => download(u('/api/v1/projects/export.xlsx'), api.pid));
      const summaryDuringExports = await load(api.baseUrl, SUMMARY_ROTATION, {
        connections: 1,
        seconds,
      });
      const xlsxExport = await Promise.all(xlsxRuns);
      return {
        idleRssMb,
        summaryDuringExports,
        xlsxExport,
        summaryUncached,
        summaryUncachedRotation,
        summaryRevalidated,
        projectsList,
        projectsListFiltered,
        projectsDeepCursor,
        projectsDeepOffset,
        search,
        searchMisspelt,
        csvExport,
      };
    });
    if (!options.withSmall) {
      return { backend, projects: options.count, seedSeconds, ...measured };
    }
    console.log(`\n--- ${backend}: ${options.small} projects ---`);
    const smallTarget = await dataTarget(backend, pgUrl, 'small');
    try {
      const smallSeed = await seed(smallTarget, options.small);
      const small = await withServer(smallTarget, async (api) => {
        await load(api.baseUrl, SUMMARY_ROTATION, { connections: 1, seconds: 2 });
        return {
          summaryUncached: await load(api.baseUrl, [SUMMARY], { connections: 1, seconds }),
          summaryUncachedRotation: await load(api.baseUrl, SUMMARY_ROTATION, {
            connections: 1,
            seconds,
          }),
        };
      });
      return {
        backend,
        projects: options.count,
        seedSeconds,
        ...measured,
        small: { projects: options.small, seedSeconds: smallSeed, ...small },
      };
    } finally {
      await smallTarget.dispose();
    }
  } finally {
    await big.dispose();
  }
}

function budgets(results: BackendResult[]): Budget[] {
  const out: Budget[] = [];
  for (const r of results) {
    const tag = `${r.projects} projects`;
    if (r.small) {
      const smallP50 = Math.max(r.small.summaryUncached.p50, r.small.summaryUncachedRotation.p50);
      out.push({
        name: `summary p50, uncached, ${r.small.projects} projects`,
        backend: r.backend,
        limit: '<= 20 ms',
        value: `${smallP50} ms`,
        ok: smallP50 <= 20,
      });
    }
    const bigP50 = Math.max(r.summaryUncached.p50, r.summaryUncachedRotation.p50);
    const bigLimit = r.backend === 'pglite' ? 250 : 60;
    out.push({
      name: `summary p50, uncached, any filters, ${tag}`,
      backend: r.backend,
      limit: `<= ${bigLimit} ms`,
      value: `${bigP50} ms`,
      ok: bigP50 <= bigLimit,
    });
    const listP50 = Math.max(
      r.projectsList.p50,
      r.projectsListFiltered.p50,
      r.projectsDeepCursor.p50,
    );
    out.push({
      name: `list p50 at any depth (first pages, filtered, deep by cursor), ${tag}`,
      backend: r.backend,
      limit: '<= 20 ms',
      value: `${listP50} ms`,
      ok: listP50 <= 20,
    });
    const searchP50 = Math.max(r.search.p50, r.searchMisspelt.p50);
    out.push({
      name: `search p50 (exact and misspelt words), ${tag}`,
      backend: r.backend,
      limit: '<= 50 ms',
      value: `${searchP50} ms`,
      ok: searchP50 <= 50,
    });
    const only304 = Object.keys(r.summaryRevalidated.statuses).every((s) => s === '304');
    out.push({
      name: 'revalidated summary (304) throughput, 50 connections',
      backend: r.backend,
      limit: '>= 5000 req/s',
      value: `${r.summaryRevalidated.rps} req/s${only304 ? '' : ' (not all 304!)'}`,
      ok: r.summaryRevalidated.rps >= 5000 && only304,
    });
    out.push({
      name: `summary p50 while two XLSX exports run, ${tag}`,
      backend: r.backend,
      limit: `<= ${bigLimit} ms`,
      value: `${r.summaryDuringExports.p50} ms (${r.summaryUncachedRotation.p50} ms without)`,
      ok: r.summaryDuringExports.p50 <= bigLimit,
    });
    const worstCsv = r.csvExport.reduce((a, b) => (b.seconds > a.seconds ? b : a));
    out.push({
      name: `CSV export of ${tag} (every row)`,
      backend: r.backend,
      limit: r.projects <= 100_000 ? '< 3 s' : 'complete',
      value: `${worstCsv.seconds} s`,
      ok:
        (r.projects > 100_000 || worstCsv.seconds < 3) &&
        worstCsv.status === 200 &&
        worstCsv.lines === r.projects + 1,
    });
    const peak = Math.max(...r.csvExport.map((c) => c.peakRssMb ?? Infinity));
    const idle = r.idleRssMb ?? Infinity;
    out.push(
      r.backend === 'postgres'
        ? {
            name: `server peak memory during the CSV export, ${tag}`,
            backend: r.backend,
            limit: '<= 200 MB',
            value: `${peak} MB`,
            ok: peak <= 200,
          }
        : {
            name: `server peak memory during the CSV export above idle, ${tag}`,
            backend: r.backend,
            limit: '<= 100 MB above idle',
            value: `${peak} MB peak, ${idle} MB idle: +${peak - idle} MB`,
            ok: peak - idle <= 100,
          },
    );
  }
  return out;
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function loadRow(label: string, backend: Backend, r: LoadResult): string[] {
  const statuses = Object.entries(r.statuses)
    .map(([k, v]) => `${k}x${v}`)
    .join(' ');
  return [
    backend,
    label,
    String(r.connections),
    `${r.p50}`,
    `${r.p99}`,
    `${r.rps}`,
    statuses + (r.errors ? ` errors ${r.errors}` : ''),
  ];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      small: { type: 'string', default: '2000' },
      seconds: { type: 'string', default: '10' },
      only: { type: 'string' },
      out: { type: 'string' },
      strict: { type: 'boolean', default: false },
    },
  });
  const sizes = String(values.count)
    .split(',')
    .map((v) => Number(v.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000))
    throw new Error(
      `--count: whole numbers of at least 1000, comma-separated (got ${values.count})`,
    );
  const options = {
    count: sizes[0] ?? 100_000,
    small: Number(values.small),
    seconds: Number(values.seconds),
  };
  const pgUrl = benchPostgresUrl();
  const wanted: Backend[] = values.only ? [values.only as Backend] : ['pglite', 'postgres'];
  const backends = wanted.filter(
    (b) => b === 'pglite' || (b === 'postgres' && pgUrl !== undefined),
  );
  if (!pgUrl)
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');

  const loadBefore = os.loadavg();
  const startedAt = new Date().toISOString();
  const results: BackendResult[] = [];
  for (const backend of backends) {
    for (const [i, count] of sizes.entries()) {
      results.push(
        await benchBackend(backend, pgUrl, {
          ...options,
          count,
          withSmall: i === 0 && options.small > 0,
        }),
      );
    }
  }
  const checks = budgets(results);

  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore: loadBefore.map((l) => Math.round(l * 100) / 100),
      loadAverageAfter: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    method: {
      server:
        'server/src/main.ts with the node flags of the server start script (npm start), HOST=127.0.0.1, LOG_LEVEL=warn, RATE_LIMIT_MAX=100000000',
      uncached:
        'SUMMARY_CACHE_MAX=0 turns the in-memory summary cache off; every 200 is computed from the rollup table',
      latency: 'autocannon, 1 connection, latencies in ms',
      revalidated:
        'autocannon, 50 connections over 2 worker threads, If-None-Match with the ETag of the unfiltered summary',
      deep: 'pages of 100 half-way through the data (code order and -budget): by the nextCursor of the page before, and by ?page=N (OFFSET) for comparison',
      search: 'q=borehole and q=kathonzweni dispensary; misspelt: q=brehole and q=kathonzweny',
      csv: 'one GET of /api/v1/projects/export.csv without compression, right after start-up and a short warm-up; peak memory = VmHWM of the server process (whole process: Node, and PGlite when embedded), reset before the request',
      seconds: options.seconds,
    },
    results,
    budgets: checks,
  };
  const resultsFile = values.out ? path.resolve(values.out) : RESULTS_FILE;
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nLoad (latency in ms):\n');
  console.log(
    table(
      ['db', 'request', 'conns', 'p50', 'p99', 'req/s', 'statuses'],
      results.flatMap((r) => [
        loadRow(`summary uncached (${r.projects})`, r.backend, r.summaryUncached),
        loadRow(
          `summary uncached, filters rotating (${r.projects})`,
          r.backend,
          r.summaryUncachedRotation,
        ),
        loadRow(
          `summary uncached, while 2 XLSX exports run (${r.projects})`,
          r.backend,
          r.summaryDuringExports,
        ),
        loadRow(`summary revalidated 304 (${r.projects})`, r.backend, r.summaryRevalidated),
        loadRow(`/projects first page (${r.projects})`, r.backend, r.projectsList),
        loadRow(`/projects filtered, sorted (${r.projects})`, r.backend, r.projectsListFiltered),
        loadRow(`/projects deep page, cursor (${r.projects})`, r.backend, r.projectsDeepCursor),
        loadRow(`/projects deep page, ?page= (${r.projects})`, r.backend, r.projectsDeepOffset),
        loadRow(`search (${r.projects})`, r.backend, r.search),
        loadRow(`search, misspelt (${r.projects})`, r.backend, r.searchMisspelt),
        ...(r.small
          ? [
              loadRow(`summary uncached (${r.small.projects})`, r.backend, r.small.summaryUncached),
              loadRow(
                `summary uncached, filters rotating (${r.small.projects})`,
                r.backend,
                r.small.summaryUncachedRotation,
              ),
            ]
          : []),
      ]),
    ),
  );
  console.log('\nExports (CSV one at a time, XLSX two at once):\n');
  console.log(
    table(
      [
        'db',
        'run',
        'seconds',
        'MB',
        'lines (XLSX: status)',
        'server RSS before',
        'server peak RSS',
      ],
      results.flatMap((r) =>
        [
          ...r.csvExport.map((c, i) => ({ c, run: `CSV ${i + 1}`, csv: true })),
          ...r.xlsxExport.map((c, i) => ({ c, run: `XLSX ${i + 1} (together)`, csv: false })),
        ].map(({ c, run, csv }) => [
          r.backend,
          run,
          String(c.seconds),
          (c.bytes / 2 ** 20).toFixed(1),
          csv ? String(c.lines) : `${c.status}`,
          `${c.rssBeforeMb} MB`,
          `${c.peakRssMb} MB (${c.peakMethod})`,
        ]),
      ),
    ),
  );
  console.log('\nBudgets:\n');
  console.log(
    table(
      ['db', 'budget', 'limit', 'measured', 'ok'],
      checks.map((b) => [b.backend, b.name, b.limit, b.value, b.ok ? 'yes' : 'NO']),
    ),
  );
  console.log(
    `\nload average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`written ${path.relative(REPO_ROOT, resultsFile)}`);
  return values.strict && checks.some((c) => !c.ok) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
