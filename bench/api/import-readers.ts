/**
 * The slowest small read while a large file is imported into the embedded database: the import
 * as the staff route runs it (read, check, write), once with its rows put in a temporary table
 * first (stageFirst, what the route does on PGlite) and once in one transaction throughout (as
 * before). Readers run a small indexed query every 50 ms each the whole time.
 *
 *   cd bench && node --import tsx api/import-readers.ts [--rows 50000] [--readers 4]
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

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    readers: { type: 'string', default: '4' },
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
  let running = true;
  const latencies: number[] = [];
  const reader = async (n: number) => {
    let ward = 1 + n;
    while (running) {
      const started = performance.now();
      await pglite.query('select count(*)::int as n from projects where ward_id = $1', [
        (ward % 30) + 1,
      ]);
      latencies.push(performance.now() - started);
      ward += 1;
      // Paced like people's requests: back to back, the readers took most of the one thread.
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
  const at = (q: number) => Math.round(latencies[Math.floor((latencies.length - 1) * q)] ?? 0);
  return {
    stageFirst,
    imported: outcome.ok ? outcome.rows : `rejected: ${JSON.stringify(outcome.issues[0])}`,
    importSeconds: Math.round(seconds * 10) / 10,
    reads: latencies.length,
    p50ms: at(0.5),
    p99ms: at(0.99),
    slowestMs: at(1),
  };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-readers-'));
try {
  const file = path.join(dir, 'projects.csv');
  await writeCsv(file);
  console.log(`${ROWS} rows, ${READERS} readers, ${os.loadavg()[0]?.toFixed(2)} load`);
  console.log(await measure(file, true));
  console.log(await measure(file, false));
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
