/**
 * The large open-data documents at 100,000 projects: the OC4IDS project package of every project
 * (`/api/v1/oc4ids`, streamed) and the DCAT-AP catalogue (`/catalog.jsonld`, `/catalog.ttl`), on
 * PostgreSQL by default (a temporary database next to BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * For each request: time to the headers, to the first 64 KiB and to the last byte, the bytes, and
 * the server's peak resident memory (VmHWM, reset before the request). The package is checked on
 * the way: one project per line, as many as were seeded, each line a JSON object, and the
 * document closed. Results go to bench/results/api-open-data.json.
 *
 *   cd bench && node --import tsx api/open-data.ts [--count 100000] [--runs 2] [--backend postgres|pglite]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { parseArgs } from 'node:util';
import {
  backendOption,
  dataTarget,
  idleRss,
  loadAverage,
  seed,
  withServer,
} from './lib/dataset.ts';
import { download, type DownloadResult } from './lib/measure.ts';
import { BENCH_ROOT, REPO_ROOT } from './lib/paths.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '2' },
    backend: { type: 'string', default: 'postgres' },
    out: { type: 'string', default: path.join(BENCH_ROOT, 'results', 'api-open-data.json') },
  },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`--count: a whole number (${COUNT})`);
const { backend: BACKEND, pgUrl } = backendOption(values.backend);

/** What the package's body says about itself, read line by line as it streams. */
interface PackageCheck {
  projects: number;
  /** Project lines that are not one JSON object with an id. */
  badLines: number;
  largestProjectBytes: number;
  closed: boolean;
  /** The package's own fields (everything before its projects). */
  head: Record<string, unknown> | null;
}

/**
 * The package is written as its head, then one project per line (`{...}` or `{...},`), then
 * `]}`: this reads it that way without holding the whole document.
 */
function packageChecker(): { onChunk: (chunk: Buffer) => void; result: () => PackageCheck } {
  const check: PackageCheck = {
    projects: 0,
    badLines: 0,
    largestProjectBytes: 0,
    closed: false,
    head: null,
  };
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let first = true;
  const line = (text: string) => {
    if (first) {
      first = false;
      try {
        check.head = JSON.parse(`${text.replace(/,"projects":\[$/, '')}}`) as Record<
          string,
          unknown
        >;
      } catch {
        check.head = null;
      }
      return;
    }
    if (text === ']}') {
      check.closed = true;
      return;
    }
    if (text === '') return;
    const body = text.endsWith(',') ? text.slice(0, -1) : text;
    check.projects += 1;
    check.largestProjectBytes = Math.max(check.largestProjectBytes, Buffer.byteLength(body));
    try {
      const project = JSON.parse(body) as { id?: unknown };
      if (typeof project.id !== 'string') check.badLines += 1;
    } catch {
      check.badLines += 1;
    }
  };
  return {
    onChunk: (chunk) => {
      pending += decoder.write(chunk);
      let at = pending.indexOf('\n');
      while (at >= 0) {
        line(pending.slice(0, at));
        pending = pending.slice(at + 1);
        at = pending.indexOf('\n');
      }
    },
    result: () => {
      pending += decoder.end();
      if (pending !== '') line(pending);
      return check;
    },
  };
}

interface Measured extends DownloadResult {
  path: string;
  run: number;
  loadAverage: number[];
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  console.log(`${BACKEND}: seeding ${COUNT} projects (load ${loadBefore.join(' ')})`);
  const target = await dataTarget(BACKEND, pgUrl, 'opendata');
  try {
    const seedSeconds = await seed(target, COUNT);
    const measured = await withServer(target, async (api) => {
      const u = (p: string) => `${api.baseUrl}${p}`;
      // Warm up the server's reference data and connections, not the documents themselves.
      for (let i = 0; i < 5; i += 1) await (await fetch(u('/api/v1/projects/summary'))).text();
      const idleRssMb = await idleRss(api.pid);
      const runs: Measured[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`OC4IDS package, run ${run}`);
        const result = await download(u('/api/v1/oc4ids'), api.pid);
        runs.push({ path: '/api/v1/oc4ids', run, loadAverage: loadAverage(), ...result });
      }
      // Reading every project as JSON costs the client CPU the server would otherwise have on
      // two cores: the check has a request of its own, not timed with the others.
      console.log('OC4IDS package, checked line by line');
      const checker = packageChecker();
      const checked = await download(u('/api/v1/oc4ids'), api.pid, checker.onChunk);
      const check = { ...checker.result(), status: checked.status, bytes: checked.bytes };
      for (const p of ['/catalog.jsonld', '/catalog.ttl']) {
        // The first request builds the catalogue; the ones after it are the same work again
        // (each version's document is built per request; a 304 is what caches it).
        for (let run = 1; run <= Math.max(RUNS, 3); run += 1) {
          console.log(`${p}, run ${run}`);
          const result = await download(u(p), api.pid);
          runs.push({
            path: p,
            run,
            loadAverage: loadAverage(),
            ...result,
          });
        }
      }
      return { idleRssMb, runs, check };
    });
    const report = {
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAverage(),
      },
      method: {
        server:
          'the production bundle with the node flags of the server start script, HOST=127.0.0.1, LOG_LEVEL=warn, SUMMARY_CACHE_MAX=0, RATE_LIMIT_MAX=100000000',
        request:
          'one GET at a time without compression (accept-encoding: identity), after 5 summary requests of warm-up; the first run of each path is the first request for it since start-up',
        ttfb: 'ttfbSeconds: to the status line and headers; first64KiBSeconds: to the first 64 KiB of the body; seconds: to the last byte',
        memory:
          'peakRssMb: VmHWM of the server process, reset through /proc/<pid>/clear_refs before the request; idleRssMb after start-up and warm-up',
        check:
          'one more request for the OC4IDS package (not timed), read line by line as it streamed: its head parsed, each project line parsed as JSON with an id, the closing ]} seen',
      },
      backend: BACKEND,
      projects: COUNT,
      seedSeconds,
      idleRssMb: measured.idleRssMb,
      oc4idsCheck: measured.check,
      runs: measured.runs,
    };
    const out = path.resolve(values.out);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);

    console.log(`\nserver idle ${measured.idleRssMb} MB, seed ${seedSeconds} s\n`);
    for (const r of measured.runs) {
      console.log(
        [
          r.path.padEnd(16),
          `run ${r.run}`,
          `status ${r.status}`,
          `TTFB ${r.ttfbSeconds} s`,
          `64 KiB ${r.first64KiBSeconds ?? '-'} s`,
          `total ${r.seconds} s`,
          `${(r.bytes / 1e6).toFixed(2)} MB`,
          `peak ${r.peakRssMb} MB (${r.peakMethod})`,
        ].join('  '),
      );
    }
    const c = measured.check;
    console.log(
      `package: ${c.projects} projects (${COUNT} seeded), ${c.badLines} bad lines, closed ${c.closed}, largest project ${c.largestProjectBytes} bytes, ${Math.round(c.bytes / c.projects)} bytes a project, version ${String(c.head?.version)}`,
    );
    console.log(`load average before ${loadBefore.join(' ')}, after ${loadAverage().join(' ')}`);
    console.log(`written ${path.relative(REPO_ROOT, out)}`);
  } finally {
    await target.dispose();
  }
}

await main();
