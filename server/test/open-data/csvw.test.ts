import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

interface Csvw {
  url: string;
  'dc:title': string;
  notes?: Array<{ body: string; filters: Record<string, string[]> }>;
  tableSchema: {
    primaryKey: string;
    columns: Array<{
      name: string;
      titles: { en: string; sw: string };
      datatype: unknown;
      'dc:description'?: string;
    }>;
  };
}

/** The CSV's header row, as a CSV reader sees it. */
function header(body: string): string[] {
  const parsed = Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { preview: 1 });
  return parsed.data[0] ?? [];
}

/** The metadata address the CSV's Link header names. */
function describedBy(link: string | undefined): string {
  const match = /<([^>]+)>; rel="describedby"; type="application\/csvm\+json"/.exec(link ?? '');
  expect(match, link).not.toBeNull();
  return match?.[1] ?? '';
}

describe.each(testBackends())('CSVW metadata on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const query of ['', '?ward=Wote&state=ongoing,stalled']) {
    it(`describes the CSV's columns exactly (${query || 'unfiltered'})`, async () => {
      const csv = await t.app.inject(`/api/v1/projects/export.csv${query}`);
      expect(csv.statusCode).toBe(200);
      // The licence link stays beside the new one.
      expect(csv.headers.link).toMatch(/rel="license"/);
      const address = describedBy(String(csv.headers.link));
      expect(address).toBe(`/api/v1/projects/export.csv-metadata.json${query}`);
      const res = await t.app.inject(address);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/csvm+json; charset=utf-8');
      const meta = res.json<Csvw>();
      expect(meta.url).toBe(`http://localhost:80/api/v1/projects/export.csv${query}`);
      expect(meta.tableSchema.columns.map((c) => c.name)).toEqual(header(csv.body));
      expect(meta.tableSchema.primaryKey).toBe('code');
      for (const c of meta.tableSchema.columns) {
        expect(c.titles.en, c.name).not.toBe('');
        expect(c.titles.sw, c.name).not.toBe(c.name);
        expect(c['dc:description'], c.name).toBeTruthy();
      }
      const byName = new Map(meta.tableSchema.columns.map((c) => [c.name, c]));
      expect(byName.get('budget')?.datatype).toEqual({ base: 'integer', minimum: 0 });
      expect(byName.get('start_date')?.datatype).toBe('date');
      if (query) {
        expect(meta['dc:title']).toBe(
          'Makueni County development projects (ward: Wote; state: ongoing, stalled)',
        );
        expect(meta.notes?.[0]?.filters).toEqual({ ward: ['Wote'], state: ['ongoing', 'stalled'] });
      } else {
        expect(meta.notes).toBeUndefined();
      }
    });
  }

  it('every value of a column fits its datatype', async () => {
    const csv = await t.app.inject('/api/v1/projects/export.csv');
    const meta = (await t.app.inject('/api/v1/projects/export.csv-metadata.json')).json<Csvw>();
    const rows = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    for (const c of meta.tableSchema.columns) {
      const base =
        typeof c.datatype === 'string' ? c.datatype : (c.datatype as { base: string }).base;
      const format =
        typeof c.datatype === 'object' ? (c.datatype as { format?: string }).format : undefined;
      for (const row of rows) {
        const v = row[c.name] ?? '';
        if (v === '') continue;
        if (base === 'integer') expect(v, c.name).toMatch(/^-?\d+$/);
        if (base === 'number') expect(Number.isFinite(Number(v)), `${c.name} ${v}`).toBe(true);
        if (base === 'date') expect(v, c.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (format) expect(v, c.name).toMatch(new RegExp(`^(?:${format})$`));
      }
    }
  });

  it('a bad filter is a 400 naming it', async () => {
    const res = await t.app.inject('/api/v1/projects/export.csv-metadata.json?ward=Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ field: 'ward' }] });
  });
});
