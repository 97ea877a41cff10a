import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSchema, projectDetailSchema, projectsPageSchema } from '@app/common';
import { queryRows } from '../../src/db/client.ts';
import { importFile } from '../../src/db/import/import-file.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const GOOD = path.join(FIXTURES, 'projects-good.csv');
const BAD = path.join(FIXTURES, 'projects-bad.csv');

describe.each(testBackends())('import on %s', (backend) => {
  let t: TestApp;
  let tmp: string;

  const count = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from projects`))[0]
      ?.n;
  const meta = async () => metaSchema.parse((await t.app.inject('/api/v1/meta')).json());

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-'));
    t = await buildTestApp({ backend, seedCount: 40, fresh: true });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('rejects a file with bad rows, naming row, column and problem, and writes nothing', async () => {
    const before = await meta();
    const outcome = await importFile(t.database.db, BAD);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'ward', problem: 'unknown ward "Foo"' },
        { row: 4, column: 'ward', problem: '"Wote" is not in sub-county "Mbooni"' },
        { row: 5, column: 'budget', problem: '"-5" is not an amount in shillings' },
        { row: 5, column: 'progress', problem: '150 is not between 0 and 100' },
        { row: 6, column: 'code', problem: '"BAD-001" is repeated (first on row 2)' },
        {
          row: 6,
          column: 'state',
          problem:
            'unknown state "finished"; use one of planned, procurement, ongoing, completed, stalled, cancelled',
        },
        { row: 6, column: 'funding_source', problem: 'is required' },
      ]),
    );
    expect(await count()).toBe(40);
    const after = await meta();
    expect(after.dataVersion).toBe(before.dataVersion);
    expect((await t.app.inject('/api/v1/projects/BAD-001')).statusCode).toBe(404);
  });

  it('reports a missing required column', async () => {
    const file = path.join(tmp, 'no-ward.csv');
    await fs.writeFile(
      file,
      'code,title,department,state,financial_year,budget,funding_source\nX-1,T,water,planned,2024/25,100,Equitable Share\n',
    );
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.issues).toEqual([
        { row: 1, column: 'ward', problem: 'required column is missing' },
      ]);
  });

  it('imports a good file, bumps the data version and serves the projects', async () => {
    const before = await meta();
    const oldEtag = String((await t.app.inject('/api/v1/projects/summary')).headers.etag);
    const cached = await t.app.inject({
      url: '/api/v1/projects/summary',
      headers: { 'if-none-match': oldEtag },
    });
    expect(cached.statusCode).toBe(304);
    const outcome = await importFile(t.database.db, GOOD);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result).toMatchObject({ inserted: 5, updated: 0, total: 45 });
    const after = await meta();
    expect(after.dataVersion).not.toBe(before.dataVersion);
    expect(after.dataset).toEqual({
      name: 'Makueni County projects (with sample data)',
      isSample: true,
      projectCount: 45,
    });

    const res = await t.app.inject('/api/v1/projects/IMP-2024-002');
    const p = projectDetailSchema.parse(res.json());
    expect(p).toMatchObject({
      title: 'Drilling and equipping of Kwa Kavoo borehole',
      departmentId: 'water',
      subCounty: 'Makueni',
      ward: 'Kitise/Kithuki',
      state: 'completed',
      financialYear: '2024/25',
      startDate: '2024-08-01',
      completionDate: '2024-12-15',
      budget: 6_400_000,
      contractSum: 6_150_000,
      paid: 6_150_000,
      progress: 100,
      location: { lat: -2.0551, lon: 37.8422 },
      isSample: false,
    });
    const stalled = projectDetailSchema.parse(
      (await t.app.inject('/api/v1/projects/IMP-2023-003')).json(),
    );
    expect(stalled).toMatchObject({
      ward: 'Nzaui/Kilili/Kalamba',
      departmentId: 'infrastructure',
      stalledReason: 'Delayed payments to the contractor',
    });
    const search = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?q=kilungu%20engineering')).json(),
    );
    expect(search.items.map((i) => i.code)).toContain('IMP-2024-001');
    const fresh = await t.app.inject({
      url: '/api/v1/projects/summary',
      headers: { 'if-none-match': oldEtag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(oldEtag);
    expect((fresh.json() as { totals: { projects: number } }).totals.projects).toBe(45);
  });

  it('upserts the same codes on re-import in one transaction', async () => {
    const text = (await fs.readFile(GOOD, 'utf8')).replace('"2,850,000"', '"3,000,000"');
    const file = path.join(tmp, 'again.csv');
    await fs.writeFile(file, text);
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok && outcome.result).toMatchObject({ inserted: 0, updated: 5, total: 45 });
    const p = projectDetailSchema.parse(
      (await t.app.inject('/api/v1/projects/IMP-2024-001')).json(),
    );
    expect(p.budget).toBe(3_000_000);
    expect(p.progressReadings).toHaveLength(1);
  });

  it('imports XLSX spreadsheets', async () => {
    const parsed = Papa.parse<string[]>((await fs.readFile(GOOD, 'utf8')).trim());
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Projects');
    for (const [i, row] of parsed.data.entries()) {
      sheet.addRow(
        row.map((cell, j) =>
          i > 0 && parsed.data[0]?.[j] === 'forums' && cell !== '' ? Number(cell) : cell,
        ),
      );
    }
    // A real date cell, as Excel stores it.
    sheet.getCell('J2').value = new Date(Date.UTC(2024, 8, 3));
    sheet.getCell('A2').value = 'XLS-2024-001';
    const file = path.join(tmp, 'projects.xlsx');
    await workbook.xlsx.writeFile(file);
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const p = projectDetailSchema.parse(
      (await t.app.inject('/api/v1/projects/XLS-2024-001')).json(),
    );
    expect(p.startDate).toBe('2024-09-03');
    expect(p.contractor).toBe('Kĩlungu Engineering Works');
  });

  it('can drop the sample data', async () => {
    const outcome = await importFile(t.database.db, GOOD, { dropSample: true });
    expect(outcome.ok).toBe(true);
    const m = await meta();
    expect(m.isSample).toBe(false);
    expect(m.dataset.name).toBe('Makueni County projects');
    expect(m.dataset.projectCount).toBe(6);
  });
  it('takes an exported CSV back unchanged', async () => {
    const before = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?limit=100')).json(),
    );
    const csv = await t.app.inject('/api/v1/projects/export.csv');
    const file = path.join(tmp, 'export.csv');
    await fs.writeFile(file, csv.rawPayload);
    const outcome = await importFile(t.database.db, file);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    if (outcome.ok) expect(outcome.result.inserted).toBe(0);
    const after = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?limit=100')).json(),
    );
    expect(after.items).toEqual(before.items);
  });
});
