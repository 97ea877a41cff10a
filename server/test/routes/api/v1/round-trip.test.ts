import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importResultSchema,
  projectDetailSchema,
  projectsPageSchema,
  type ProjectDetail,
} from '@app/common';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';
import { bearer, testAuth, tokens } from '../../../tokens.ts';

/** A multipart/form-data body holding one file. */
function upload(filename: string, content: Buffer) {
  const boundary = `----round-trip-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testBackends())('export, then import the file unchanged, on %s', (backend) => {
  let t: TestApp;

  const everyProject = async (): Promise<Map<string, ProjectDetail>> => {
    const codes: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = projectsPageSchema.parse(
        (await t.app.inject(`/api/v1/projects?limit=100&page=${page}`)).json(),
      );
      codes.push(...body.items.map((p) => p.code));
      if (page >= body.pages) break;
    }
    const all = new Map<string, ProjectDetail>();
    for (const code of codes) {
      const res = await t.app.inject(`/api/v1/projects/${encodeURIComponent(code)}`);
      all.set(code, projectDetailSchema.parse(res.json()));
    }
    return all;
  };

  const exportFile = async (format: 'csv' | 'xlsx'): Promise<Buffer> => {
    const res = await t.app.inject(`/api/v1/projects/export.${format}`);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  const importBack = async (name: string, content: Buffer) => {
    const file = upload(name, content);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(await tokens.editor()) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return importResultSchema.parse(res.json());
  };

  /** Every field of every project that differs, as "code field: before -> after". */
  const changes = (
    before: Map<string, ProjectDetail>,
    after: Map<string, ProjectDetail>,
    ignore: ReadonlyArray<keyof ProjectDetail> = [],
  ): string[] => {
    const out: string[] = [];
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [code, a] of before) {
      const b = after.get(code) as ProjectDetail;
      for (const key of Object.keys(a) as Array<keyof ProjectDetail>) {
        if (ignore.includes(key)) continue;
        const x = JSON.stringify(a[key]);
        const y = JSON.stringify(b[key]);
        if (x !== y) out.push(`${code} ${key}: ${x} -> ${y}`);
      }
    }
    return out;
  };

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 60, fresh: true, auth: testAuth });
    // A reading whose note says more than "Imported", as the field has them.
    const [code] = [...(await everyProject()).keys()];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${encodeURIComponent(code ?? '')}`,
      payload: {
        progress: { percent: 100, date: '2026-01-15', note: 'Completed and handed over' },
      },
      headers: bearer(await tokens.editor()),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: descriptions and progress notes survive, and a second round changes nothing at all',
    async (format) => {
      const sample = await everyProject();
      expect([...sample.values()].filter((p) => p.description !== '').length).toBeGreaterThan(0);
      // The sample becomes the county's own data (isSample, so updatedAt too); nothing else moves.
      await importBack(`projects.${format}`, await exportFile(format));
      const adopted = await everyProject();
      expect(changes(sample, adopted, ['isSample', 'updatedAt'])).toEqual([]);
      expect([...adopted.values()].every((p) => !p.isSample)).toBe(true);

      const result = await importBack(`projects.${format}`, await exportFile(format));
      expect(result.imported).toBe(sample.size);
      expect(changes(adopted, await everyProject())).toEqual([]);
    },
  );

  it('an import without a column leaves that field as it is', async () => {
    const before = await everyProject();
    const csv = (await exportFile('csv')).toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    const dropped = new Set([
      'description',
      'progress_note',
      'contractor',
      'latitude',
      'longitude',
    ]);
    const fields = (parsed.meta.fields ?? []).filter((f) => !dropped.has(f));
    // Titles change, so every row is written; the dropped fields must not be.
    const rows = parsed.data.map((r): Record<string, string> => ({
      ...r,
      title: `${r.title ?? ''} (renamed)`,
    }));
    const edited = Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f])) });
    await importBack('partial.csv', Buffer.from(edited));
    const after = await everyProject();
    const changed = changes(before, after, ['updatedAt']);
    expect(changed.length).toBe(before.size);
    expect(changed.every((line) => / title: /.test(line))).toBe(true);
    const noted = [...after.values()].flatMap((p) => p.progressReadings.map((r) => r.note));
    expect(noted).toContain('Completed and handed over');
  });

  it('an XLSX export holds the description and progress note columns', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile('xlsx')) as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['description', 'progress_note']));
  });
});
