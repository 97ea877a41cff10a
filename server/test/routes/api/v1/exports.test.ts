import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectDetailSchema,
  projectListItemSchema,
  projectsPageSchema,
  type ProjectListItem,
} from '@app/common';
import { PROJECT_COLUMNS, type ExportItem } from '../../../../src/lib/project-columns.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

describe.each(testBackends())('exports on %s', (backend) => {
  let t: TestApp;
  const makueni: ProjectListItem[] = [];
  const FILTER = 'subCounty=Makueni&state=completed,ongoing,stalled';

  beforeAll(async () => {
    // Small export batches so that keyset paging runs many rounds.
    t = await buildTestApp({ backend, exportBatchSize: 37 });
    for (let page = 1; ; page += 1) {
      const res = await t.app.inject(`/api/v1/projects?${FILTER}&limit=100&page=${page}`);
      const body = projectsPageSchema.parse(res.json());
      makueni.push(...body.items);
      if (page >= body.pages) break;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams CSV with a UTF-8 byte-order mark that parses back to the list', async () => {
    const res = await t.app.inject(`/api/v1/projects/export.csv?${FILTER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="makueni-projects_[a-z0-9_+-]+_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(PROJECT_COLUMNS.map((c) => c.header));
    expect(parsed.data).toHaveLength(makueni.length);
    const byCode = new Map(makueni.map((p) => [p.code, p]));
    for (const row of parsed.data) {
      const p = byCode.get(row.code ?? '');
      expect(p, row.code).toBeDefined();
      if (!p) continue;
      // Every column, as the list and detail endpoints give it.
      const detail = projectDetailSchema.parse(
        (await t.app.inject(`/api/v1/projects/${encodeURIComponent(p.code)}`)).json(),
      );
      const item: ExportItem = {
        ...p,
        description: detail.description,
        progressNote: detail.progressReadings.find((r) => r.date === p.progressDate)?.note ?? null,
      };
      for (const c of PROJECT_COLUMNS) {
        const v = c.value(item);
        expect(row[c.header], `${p.code} ${c.header}`).toBe(v === null ? '' : String(v));
      }
    }
  });

  it('streams everything when unfiltered, in code order', async () => {
    const res = await t.app.inject('/api/v1/projects/export.csv');
    const rows = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(300);
    const codes = rows.map((r) => r.code ?? '');
    expect(new Set(codes).size).toBe(300);
    expect(codes).toEqual([...codes].sort());
  });

  it('writes an XLSX workbook that exceljs reads back', async () => {
    const res = await t.app.inject(`/api/v1/projects/export.xlsx?${FILTER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Projects');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(PROJECT_COLUMNS.map((c) => c.header));
    expect(sheet?.actualRowCount).toBe(makueni.length + 1);
    const codeCol = PROJECT_COLUMNS.findIndex((c) => c.header === 'code') + 1;
    const budgetCol = PROJECT_COLUMNS.findIndex((c) => c.header === 'budget') + 1;
    const row2 = sheet?.getRow(2);
    const first = makueni.find((p) => p.code === row2?.getCell(codeCol).value);
    expect(first).toBeDefined();
    expect(row2?.getCell(budgetCol).value).toBe(first?.budget);
  });

  it('streams a JSON array of list items', async () => {
    const res = await t.app.inject(`/api/v1/projects/export.json?${FILTER}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = projectListItemSchema.array().parse(res.json());
    const byCode = (a: ProjectListItem, b: ProjectListItem) => (a.code < b.code ? -1 : 1);
    expect(items.sort(byCode)).toEqual([...makueni].sort(byCode));
    const empty = await t.app.inject('/api/v1/projects/export.json?q=no-such-words-anywhere');
    expect(empty.json()).toEqual([]);
  });

  it('streams GeoJSON points for projects with a location', async () => {
    const res = await t.app.inject(`/api/v1/projects/export.geojson?${FILTER}`);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const body = res.json() as {
      type: string;
      features: Array<{
        type: string;
        id: string;
        geometry: { type: string; coordinates: [number, number] };
        properties: Record<string, unknown>;
      }>;
    };
    expect(body.type).toBe('FeatureCollection');
    const located = makueni.filter((p) => p.location);
    expect(body.features).toHaveLength(located.length);
    for (const f of body.features) {
      const p = located.find((x) => x.code === f.id);
      expect(f.geometry).toEqual({
        type: 'Point',
        coordinates: [p?.location?.lon, p?.location?.lat],
      });
      const { location: _location, ...properties } = p as ProjectListItem;
      expect(f.properties).toEqual(properties);
    }
  });

  it('validates export filters like the list', async () => {
    const res = await t.app.inject('/api/v1/projects/export.csv?ward=Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ward: unknown ward "Atlantis"');
  });

  it('compresses exports when asked', async () => {
    const res = await t.app.inject({
      url: '/api/v1/projects/export.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
