/**
 * The slowest small read while a large file is imported into the embedded database: the import
 * as the staff route runs it (read, check, write), once with its rows put in a temporary table
 * first (stageFirst, what the route does on PGlite) and once in one transaction throughout (as
 * before). Readers run a small indexed query every 50 ms each the whole time. Results go to
 * bench/results/api-import-readers.json (or --out), with the load average around each import.
 *
 *   cd bench && node --import tsx api/import-readers.ts [--rows 50000] [--readers 4] [--out FILE]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/src/db/client.ts';
import { importFile } from '../../server/src/db/import/import-file.ts';
import { runMigrations } from '../../server/src/db/migrate.ts';
import { generateProjects } from '../../server/src/db/seed/generator.ts';
import { DEPARTMENT_REFS } from '../../server/src/db/seed/reference-data.ts';
import { seedSample } from '../../server/src/db/seed/seed.ts';
import { csvLine } from '../../server/src/lib/project-columns.ts';
import { loadAverage } from './lib/dataset.ts';
import { BENCH_ROOT } from './lib/paths.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    readers: { type: 'string', default: '4' },
    out: { type: 'string', default: path.join(BENCH_ROOT, 'results', 'api-import-readers.json') },
  },
});
const ROWS = Number(values.rows);
const READERS = Number(values.readers);

async function writeCsv(file: string): Promise<void> {
  const slug = new Map(DEPARTMENT_REFS.map((d) => [d.id, d.slug]));
  const header = [
    'code',
    'title',
    'description',
    'department',
    'ward',
    'state',
    'stalled_reason',
    'financial_year',
    'budget',
    'paid',
    'funding_source',
    'contractor',
    'progress',
    'progress_date',
  ];
  const lines = [csvLine(header)];
  for (const p of generateProjects({ count: ROWS, seed: 'import-readers' })) {
    const latest = p.progressReadings[p.progressReadings.length - 1];
    lines.push(
      csvLine([
        `IMP-${p.code}`,
        p.title,
        p.description,
        slug.get(p.departmentId) ?? '',
        String(p.wardId),
        p.state,
        p.stalledReason,
        `${p.financialYear}/${String((p.financialYear + 1) % 100).padStart(2, '0')}`,
        p.budget,
        Math.min(p.paid, p.budget),
        p.fundingSource,
        p.contractor,
        latest?.percent ?? null,
        latest?.date ?? null,
      ]),
    );
  }
  await fs.writeFile(file, lines.join(''));
}

async function measure(file: string, stageFirst: boolean) {
  const database = await openDatabase({ dataDir: 'memory' });
  await runMigrations(database);
  await seedSample(database.db, { count: 2000 });
  const pglite = database.pglite;
  if (!pglite) throw new Error('expected the embedded database');
  const loadBefore = loadAverage();
  let running = true;
  const latencies: number[] = [];
  // From when each read was due (50 ms after the one before ended) to its answer: the database and
  // the import share this thread, so time the event loop spent blocked counts too, as it does for
  // a request that arrives at the server then.
  const fromDue: number[] = [];
  const reader = async (n: number) => {
    let ward = 1 + n;
    let due = performance.now();
    while (running) {
      const started = performance.now();
      await pglite.query('select count(*)::int as n from projects where ward_id = $1', [
        (ward % 30) + 1,
      ]);
      const ended = performance.now();
      latencies.push(ended - started);
      fromDue.push(ended - due);
      ward += 1;
      // Paced like people's requests: back to back, the readers took most of the one thread.
      due = ended + 50;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const started = performance.now();
  const readers = Array.from({ length: READERS }, (_, i) => reader(i));
  const outcome = await importFile(database.db, file, { stageFirst });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(readers);
  await database.close();
  latencies.sort((a, b) => a - b);
  fromDue.sort((a, b) => a - b);
  const at = (q: number, list = latencies) =>
    Math.round(list[Math.floor((list.length - 1) * q)] ?? 0);
  return {
    stageFirst,
    imported: outcome.ok ? outcome.rows : `rejected: ${JSON.stringify(outcome.issues[0])}`,
    importSeconds: Math.round(seconds * 10) / 10,
    reads: latencies.length,
    p50ms: at(0.5),
    p99ms: at(0.99),
    slowestMs: at(1),
    fromDueP99ms: at(0.99, fromDue),
    fromDueSlowestMs: at(1, fromDue),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
  };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-readers-'));
try {
  const file = path.join(dir, 'projects.csv');
  await writeCsv(file);
  const startedAt = new Date().toISOString();
  console.log(`${ROWS} rows, ${READERS} readers, ${os.loadavg()[0]?.toFixed(2)} load`);
  const staged = await measure(file, true);
  console.log(staged);
  const oneTransaction = await measure(file, false);
  console.log(oneTransaction);
  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    rows: ROWS,
    readers: READERS,
    method:
      'embedded database in memory with the 2,000-project sample; importFile as the staff route runs it; each reader: select count(*) from projects where ward_id = $1, then 50 ms pause; latencies in ms, of the query (p50ms..slowestMs) and from when the read was due (fromDue*: includes the event loop being blocked by the import on the same thread)',
    results: [staged, oneTransaction],
  };
  await fs.mkdir(path.dirname(path.resolve(values.out)), { recursive: true });
  await fs.writeFile(path.resolve(values.out), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
