import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDetailSchema } from '@app/common';
import { queryRows } from '../../src/db/client.ts';
import { importFile } from '../../src/db/import/import-file.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const GOOD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'projects-good.csv',
);

/** The fixture's rows repeated under new codes, as CSV text. */
async function manyRows(n: number, prefix: string | null): Promise<string> {
  const parsed = Papa.parse<string[]>((await fs.readFile(GOOD, 'utf8')).trim());
  const [header = [], ...rows] = parsed.data;
  const out = [header];
  for (let i = 0; i < n; i += 1) {
    const row = [...(rows[i % rows.length] ?? [])];
    row[0] = prefix === null ? '' : `${prefix}-${String(i).padStart(4, '0')}`;
    out.push(row);
  }
  return Papa.unparse(out);
}

describe.each(testBackends())('streamed import on %s', (backend) => {
  let t: TestApp;
  let tmp: string;

  /** Everything an import writes, as digests. */
  const snapshot = async () =>
    (
      await queryRows<Record<string, string>>(
        t.database.db,
        sql`select
          (select md5(coalesce(string_agg(p::text, '|' order by p.code), '')) from projects p) as projects,
          (select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from progress_readings r) as readings,
          (select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from project_rollup r) as rollup,
          (select version || '-' || token || '-' || project_count from data_meta) as version`,
      )
    )[0];

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-stream-'));
    t = await buildTestApp({ backend, seedCount: 40, fresh: true });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('leaves data, rollups and data version exactly as before when the write fails partway', async () => {
    // One row updates a project that exists, so an update is rolled back too.
    const first = await importFile(t.database.db, GOOD);
    expect(first.ok).toBe(true);
    const file = path.join(tmp, 'many.csv');
    await fs.writeFile(file, (await manyRows(35, 'FLT')).replace('FLT-0000', 'IMP-2024-001'));
    const before = await snapshot();
    const versionBefore = (await t.app.inject('/api/v1/meta')).json() as { dataVersion: string };
    let chunks = 0;
    await expect(
      importFile(t.database.db, file, {
        chunkSize: 10,
        afterChunk: (written) => {
          chunks += 1;
          if (written >= 20) throw new Error('disk full (injected)');
        },
      }),
    ).rejects.toThrow('disk full (injected)');
    expect(chunks).toBe(2);
    expect(await snapshot()).toEqual(before);
    const versionAfter = (await t.app.inject('/api/v1/meta')).json() as { dataVersion: string };
    expect(versionAfter.dataVersion).toBe(versionBefore.dataVersion);
    expect((await t.app.inject('/api/v1/projects/FLT-0001')).statusCode).toBe(404);

    // The same file without the fault goes in whole.
    const outcome = await importFile(t.database.db, file, { chunkSize: 10 });
    expect(outcome.ok && outcome.result).toMatchObject({ inserted: 34, updated: 1 });
  });

  it('converts a Windows-1252 file and says so', async () => {
    const [header, row] = (await fs.readFile(GOOD, 'utf8')).split('\n');
    const text = `${header}\n${(row ?? '')
      .replace('Construction of Kathonzweni ECDE classroom', 'Réhabilitation café – Kathonzweni')
      .replace('Kĩlungu Engineering Works', 'Kilungu Engineering Works')}\n`;
    // Windows-1252: Latin-1 for these characters, 0x96 for the en dash.
    const bytes = Buffer.from(Array.from(text, (ch) => (ch === '–' ? 0x96 : ch.charCodeAt(0))));
    expect(bytes.every((b) => b <= 0xff)).toBe(true);
    const file = path.join(tmp, 'latin.csv');
    await fs.writeFile(file, bytes);
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    expect(outcome.notice).toContain(
      'latin.csv is not UTF-8 (first on line 2): read as Windows-1252',
    );
    const p = projectDetailSchema.parse(
      (await t.app.inject('/api/v1/projects/IMP-2024-001')).json(),
    );
    expect(p.title).toBe('Réhabilitation café – Kathonzweni');
  });

  it('refuses a file that is neither UTF-8 nor Windows-1252, naming the first bad line', async () => {
    const good = Buffer.from(await fs.readFile(GOOD));
    const lines = good.toString('utf8').split('\n');
    const bad = Buffer.concat([
      Buffer.from(`${lines.slice(0, 3).join('\n')}\n`),
      Buffer.from([0x81, 0xc3, 0x28]),
      Buffer.from(`${lines.slice(3).join('\n')}`),
    ]);
    const file = path.join(tmp, 'broken.csv');
    await fs.writeFile(file, bad);
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.issues[0]?.problem).toContain('broken.csv is not UTF-8: line 4 holds bytes');

    const utf16 = path.join(tmp, 'unicode.csv');
    await fs.writeFile(
      utf16,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('code', 'utf16le')]),
    );
    const refused = await importFile(t.database.db, utf16);
    expect(!refused.ok && refused.issues[0]?.problem).toContain('is saved as UTF-16');
  });

  it('reads a .txt only when its content is a CSV', async () => {
    const notes = path.join(tmp, 'notes.txt');
    await fs.writeFile(notes, 'Projects to check next week\nWote market shed\n');
    const refused = await importFile(t.database.db, notes);
    expect(!refused.ok && refused.issues[0]?.problem).toBe(
      'notes.txt is not a CSV file: its first line is not comma-separated column names (code, title, ...)',
    );
    const tabs = path.join(tmp, 'tabs.txt');
    await fs.writeFile(tabs, (await fs.readFile(GOOD, 'utf8')).replace(/,/g, '\t'));
    expect((await importFile(t.database.db, tabs)).ok).toBe(false);
    const csv = path.join(tmp, 'projects.txt');
    await fs.writeFile(csv, await fs.readFile(GOOD));
    expect((await importFile(t.database.db, csv)).ok).toBe(true);
  });

  it('reads a large file row by row and reports only the first 1,000 problems', async () => {
    const file = path.join(tmp, 'large-bad.csv');
    await fs.writeFile(file, await manyRows(3000, null));
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.rows).toBe(3000);
    expect(outcome.issues).toHaveLength(1000);
    expect(outcome.issueCount).toBeGreaterThan(1000);
  });
});
