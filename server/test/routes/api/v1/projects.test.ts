import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  projectDetailSchema,
  projectsPageSchema,
  projectsSummarySchema,
  type ProjectListItem,
  type ProjectsSummary,
} from '@app/common';
import { queryRows } from '../../../../src/db/client.ts';
import { foldText } from '../../../../src/lib/text.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

describe.each(testBackends())('projects API on %s', (backend) => {
  let t: TestApp;
  let all: ProjectListItem[] = [];

  async function get(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url, headers });
  }

  async function page(query: string) {
    const res = await get(`/api/v1/projects?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return projectsPageSchema.parse(res.json());
  }

  /** Every matching project, across pages. */
  async function everything(query: string): Promise<ProjectListItem[]> {
    const out: ProjectListItem[] = [];
    for (let p = 1; ; p += 1) {
      const r = await page(`${query}&limit=100&page=${p}`);
      out.push(...r.items);
      if (p >= r.pages) return out;
    }
  }

  async function summary(query: string): Promise<ProjectsSummary> {
    const res = await get(`/api/v1/projects/summary?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return projectsSummarySchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await buildTestApp({ backend });
    all = await everything('');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('list', () => {
    it('pages through all projects in code order by default', async () => {
      const first = await page('');
      expect(first.total).toBe(300);
      expect(first.items).toHaveLength(20);
      expect(first.pages).toBe(15);
      expect(all).toHaveLength(300);
      const codes = all.map((p) => p.code);
      expect(codes).toEqual([...codes].sort());
      expect(new Set(codes).size).toBe(300);
    });

    it('filters by sub-county name or code, with canonical names in the items', async () => {
      const byName = await everything('subCounty=Makueni');
      const byCode = await everything('subCounty=086');
      expect(byName.length).toBeGreaterThan(0);
      expect(byCode.map((p) => p.code)).toEqual(byName.map((p) => p.code));
      expect(byName.every((p) => p.subCounty === 'Makueni' && p.subCountyCode === '086')).toBe(
        true,
      );
      expect(byName).toHaveLength(all.filter((p) => p.subCounty === 'Makueni').length);
    });

    it('filters by ward name, code, alias and case', async () => {
      const expected = all.filter((p) => p.ward === 'Kisau/Kiteta').map((p) => p.code);
      for (const q of [
        'ward=Kisau%2FKiteta',
        'ward=0414',
        'ward=Kiteta-Kisau',
        'ward=kisau%2Fkiteta',
      ]) {
        expect(
          (await everything(q)).map((p) => p.code),
          q,
        ).toEqual(expected);
      }
    });

    it('filters by department id, full name (with commas) and former name', async () => {
      const expected = all.filter((p) => p.departmentId === 'infrastructure').map((p) => p.code);
      expect(expected.length).toBeGreaterThan(0);
      const name = encodeURIComponent(
        'Infrastructure, Transport, Public Works, Housing and Energy',
      );
      const former = encodeURIComponent('Infrastructure, Transport, Public Works and Energy');
      for (const q of ['department=infrastructure', `department=${name}`, `department=${former}`]) {
        expect(
          (await everything(q)).map((p) => p.code),
          q,
        ).toEqual(expected);
      }
      // A full name in a comma list with an id.
      const both = await everything(`department=${name},health`);
      expect(both).toHaveLength(
        all.filter((p) => ['infrastructure', 'health'].includes(p.departmentId)).length,
      );
    });

    it('filters by state and financial year', async () => {
      const stalled = await everything('state=stalled');
      expect(stalled.length).toBeGreaterThan(0);
      expect(stalled.every((p) => p.state === 'stalled' && p.stalledReason)).toBe(true);
      const fy = await everything('financialYear=2023%2F24');
      expect(fy).toHaveLength(all.filter((p) => p.financialYear === '2023/24').length);
    });

    it('combines several values of one filter with OR, and filters with AND', async () => {
      const repeated = await everything('ward=Wote&ward=Mbitini');
      const comma = await everything('ward=Wote,Mbitini');
      expect(repeated.map((p) => p.code)).toEqual(comma.map((p) => p.code));
      expect(repeated).toHaveLength(
        all.filter((p) => p.ward === 'Wote' || p.ward === 'Mbitini').length,
      );

      const combo = await everything(
        'subCounty=Makueni,Kaiti&state=completed,ongoing&financialYear=2022/23,2023/24&department=water,health',
      );
      const expected = all.filter(
        (p) =>
          ['Makueni', 'Kaiti'].includes(p.subCounty) &&
          ['completed', 'ongoing'].includes(p.state) &&
          ['2022/23', '2023/24'].includes(p.financialYear) &&
          ['water', 'health'].includes(p.departmentId),
      );
      expect(combo.map((p) => p.code)).toEqual(expected.map((p) => p.code));
      const wardAndSubCounty = await everything(
        'subCounty=Makueni&ward=Wote,Kathonzweni&state=completed',
      );
      expect(wardAndSubCounty).toHaveLength(
        all.filter((p) => ['Wote', 'Kathonzweni'].includes(p.ward) && p.state === 'completed')
          .length,
      );
    });

    it('searches code, title, description and contractor, case- and accent-insensitively', async () => {
      const rows = await queryRows<{ code: string; description: string }>(
        t.database.db,
        sql`select code, description from projects`,
      );
      const description = new Map(rows.map((r) => [r.code, r.description]));
      const matches = (p: ProjectListItem, q: string) =>
        foldText(q)
          .split(' ')
          .every((w) =>
            foldText(
              [p.code, p.title, description.get(p.code) ?? '', p.contractor ?? ''].join(' '),
            ).includes(w),
          );
      for (const q of [
        'BOREHOLE',
        'ecde classroom',
        'kilungu',
        'Kĩlungu',
        'ukambani road',
        'MKN-2021',
        'cold room',
      ]) {
        const found = await everything(`q=${encodeURIComponent(q)}`);
        const expected = all.filter((p) => matches(p, q));
        expect(
          found.map((p) => p.code),
          q,
        ).toEqual(expected.map((p) => p.code));
      }
      const accented = await everything(`q=${encodeURIComponent('ũkambani')}`);
      const plain = await everything('q=UKAMBANI');
      expect(accented.map((p) => p.code)).toEqual(plain.map((p) => p.code));
      expect((await page('q=%25')).total).toBe(0);
      expect((await page('q=_')).total).toBe(0);
    });

    it('sorts ascending and descending with nulls last and code as tie-breaker', async () => {
      const byBudget = await everything('sort=-budget');
      for (let i = 1; i < byBudget.length; i += 1) {
        const a = byBudget[i - 1] as ProjectListItem;
        const b = byBudget[i] as ProjectListItem;
        expect(a.budget > b.budget || (a.budget === b.budget && a.code < b.code)).toBe(true);
      }
      const byProgress = await everything('sort=progress');
      const firstNull = byProgress.findIndex((p) => p.progress === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(byProgress.slice(firstNull).every((p) => p.progress === null)).toBe(true);
      const progressDesc = await everything('sort=-progress');
      expect(progressDesc[0]?.progress).toBe(100);
      expect(progressDesc[progressDesc.length - 1]?.progress).toBeNull();
      const byWard = await everything('sort=ward');
      const wards = byWard.map((p) => p.ward);
      expect(wards).toEqual([...wards].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byTitle = await everything('sort=-title');
      expect(byTitle).toHaveLength(300);
    });

    it('paginates consistently', async () => {
      const full = await everything('sort=-budget');
      const p3 = await page('sort=-budget&limit=7&page=3');
      expect(p3.items.map((p) => p.code)).toEqual(full.slice(14, 21).map((p) => p.code));
      const beyond = await page('limit=100&page=99');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(300);
    });
  });

  describe('detail', () => {
    it('returns the full record with progress history and defects', async () => {
      const [row] = await queryRows<{ code: string }>(
        t.database.db,
        sql`select p.code from projects p where exists (select 1 from defects d where d.project_id = p.id)
            and (select count(*) from progress_readings r where r.project_id = p.id) > 2 order by p.code limit 1`,
      );
      expect(row).toBeDefined();
      const res = await get(`/api/v1/projects/${row?.code}`);
      expect(res.statusCode).toBe(200);
      const detail = projectDetailSchema.parse(res.json());
      expect(detail.code).toBe(row?.code);
      expect(detail.isSample).toBe(true);
      expect(detail.defects.length).toBeGreaterThan(0);
      const dates = detail.progressReadings.map((r) => r.date);
      expect(dates).toEqual([...dates].sort());
      expect(detail.progress).toBe(
        detail.progressReadings[detail.progressReadings.length - 1]?.percent,
      );
      expect(detail.openDefects).toBe(detail.defects.filter((d) => d.fixedOn === null).length);
    });

    it('answers 404 for an unknown code', async () => {
      const res = await get('/api/v1/projects/NO-SUCH-CODE');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        message: 'No project with code "NO-SUCH-CODE"',
      });
    });

    it('does not let /projects/:code capture summary and exports', async () => {
      expect(
        projectsSummarySchema.safeParse((await get('/api/v1/projects/summary')).json()).success,
      ).toBe(true);
      const csv = await get('/api/v1/projects/export.csv');
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, string]> = [
      ['limit=101', 'limit: must be at most 100'],
      ['limit=0', 'limit: must be at least 1'],
      ['page=abc', 'page: "abc" is not a whole number'],
      ['ward=Foo', 'ward: unknown ward "Foo"'],
      ['subCounty=Mbooni&ward=Wote', 'ward: "Wote" is not in sub-county "Mbooni"'],
      ['subCounty=Atlantis', 'subCounty: unknown sub-county "Atlantis"'],
      ['department=roads', 'department: unknown department "roads"'],
      ['financialYear=2023-24', 'financialYear: "2023-24" is not a financial year like 2023/24'],
      ['financialYear=2023/25', 'financialYear: "2023/25" is not a financial year like 2023/24'],
      [
        'state=done',
        'state: unknown state "done"; use one of planned, procurement, ongoing, completed, stalled, cancelled',
      ],
    ];
    it.each(cases)('%s -> 400 naming the field and value', async (query, message) => {
      const res = await get(`/api/v1/projects?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      const s = await get(`/api/v1/projects/summary?${query}`);
      if (!query.startsWith('limit') && !query.startsWith('page')) {
        expect(s.statusCode).toBe(400);
        expect(s.json().message).toBe(message);
      }
    });

    it('rejects a bad sort', async () => {
      const res = await get('/api/v1/projects?sort=colour');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^sort: unknown sort "colour"/);
    });

    it('ignores unknown parameters', async () => {
      expect((await page('foo=bar')).total).toBe(300);
    });
  });

  describe('caching', () => {
    it('answers 304 to If-None-Match with the same ETag', async () => {
      const first = await get('/api/v1/projects/summary?ward=Wote');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get('/api/v1/projects/summary?ward=Wote', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // The same filters spelled differently share the ETag.
      const byCode = await get('/api/v1/projects/summary?ward=0424', { 'if-none-match': etag });
      expect(byCode.statusCode).toBe(304);
      const other = await get('/api/v1/projects/summary?ward=Mbitini', { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);

      for (const url of [
        '/api/v1/projects?limit=5',
        '/api/v1/meta',
        `/api/v1/projects/${all[0]?.code}`,
      ]) {
        const r = await get(url);
        expect(r.statusCode).toBe(200);
        const r2 = await get(url, { 'if-none-match': String(r.headers.etag) });
        expect(r2.statusCode, url).toBe(304);
      }
    });

    it('compares If-None-Match weakly, in lists and with *, and answers 304 with the 200 headers', async () => {
      const url = '/api/v1/projects/summary?department=water';
      const first = await get(url);
      const etag = String(first.headers.etag);
      const strong = etag.replace(/^W\//, '');
      for (const header of [etag, strong, `"nope", ${etag}`, `W/"nope",${strong}`, '*']) {
        const r = await get(url, { 'if-none-match': header });
        expect(r.statusCode, header).toBe(304);
        expect(r.body).toBe('');
        for (const name of ['etag', 'cache-control', 'vary', 'x-content-type-options']) {
          expect(r.headers[name], `${header}: ${name}`).toBe(first.headers[name]);
        }
      }
      for (const header of ['W/"nope"', `${etag}x`]) {
        expect((await get(url, { 'if-none-match': header })).statusCode, header).toBe(200);
      }
    });
  });

  describe('summary', () => {
    type Agg = {
      n: number;
      budget: number;
      contract: number;
      paid: number;
      forums: number;
      participants: number;
    };

    async function direct(where: ReturnType<typeof sql>): Promise<Agg> {
      const [row] = await queryRows<Agg>(
        t.database.db,
        sql`select count(*)::int as n, coalesce(sum(budget), 0)::float8 as budget,
              coalesce(sum(contract_sum), 0)::float8 as contract, coalesce(sum(paid), 0)::float8 as paid,
              coalesce(sum(forums), 0)::int as forums, coalesce(sum(participants), 0)::int as participants
            from projects p where ${where}`,
      );
      if (!row) throw new Error('no row');
      return row;
    }

    const scenarios: Array<[string, ReturnType<typeof sql>]> = [
      ['', sql`true`],
      ['subCounty=Makueni', sql`p.sub_county_id = 86`],
      ['ward=Wote,Mbitini&state=completed', sql`p.ward_id in (424, 430) and p.state = 'completed'`],
      [
        'department=water&financialYear=2021/22,2022/23',
        sql`p.department_id = (select id from departments where slug = 'water') and p.financial_year in (2021, 2022)`,
      ],
      ['q=borehole', sql`p.search_text like '%borehole%'`],
      [
        'q=construction&subCounty=Kaiti',
        sql`p.search_text like '%construction%' and p.sub_county_id = 85`,
      ],
    ];

    it.each(scenarios)(
      'figures for "%s" match a direct SQL count and sums',
      async (query, where) => {
        const s = await summary(query);
        const d = await direct(where);
        expect(s.totals).toEqual({
          projects: d.n,
          budget: d.budget,
          contractSum: d.contract,
          paid: d.paid,
        });
        expect(s.financialSummary).toMatchObject({
          budget: d.budget,
          contractSum: d.contract,
          paid: d.paid,
          balance: d.budget - d.paid,
        });
        expect(s.involvement.forums).toBe(d.forums);
        expect(s.involvement.participants).toBe(d.participants);

        const states = await queryRows<{ state: string; n: number; budget: number }>(
          t.database.db,
          sql`select state, count(*)::int as n, sum(budget)::float8 as budget from projects p where ${where} group by state`,
        );
        for (const st of s.byState) {
          const row = states.find((r) => r.state === st.state);
          expect(st.count, st.state).toBe(row?.n ?? 0);
          expect(st.budget, st.state).toBe(row?.budget ?? 0);
        }

        const deps = await queryRows<{ slug: string; n: number; budget: number; paid: number }>(
          t.database.db,
          sql`select d.slug, count(*)::int as n, sum(p.budget)::float8 as budget, sum(p.paid)::float8 as paid
            from projects p join departments d on d.id = p.department_id where ${where} group by d.slug`,
        );
        expect(s.departmentStats).toHaveLength(deps.length);
        for (const ds of s.departmentStats) {
          const row = deps.find((r) => r.slug === ds.departmentId);
          expect(ds).toMatchObject({ count: row?.n, budget: row?.budget, paid: row?.paid });
        }

        const report = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from (select 1 from projects p where ${where} group by financial_year, department_id) x`,
        );
        expect(s.financialReport).toHaveLength(report[0]?.n ?? 0);
        expect(s.financialReport.reduce((a, r) => a + r.count, 0)).toBe(d.n);
        expect(s.financialReport.reduce((a, r) => a + r.budget, 0)).toBe(d.budget);

        const defects = await queryRows<{ n: number; open: number; critical: number }>(
          t.database.db,
          sql`select count(*)::int as n, (count(*) filter (where fixed_on is null))::int as open,
              (count(*) filter (where severity = 'critical'))::int as critical
            from defects x join projects p on p.id = x.project_id where ${where}`,
        );
        expect(s.defects.total).toBe(defects[0]?.n);
        expect(s.defects.open).toBe(defects[0]?.open);
        expect(s.defects.bySeverity.find((b) => b.severity === 'critical')?.count).toBe(
          defects[0]?.critical,
        );
        expect(s.defects.byCategory.reduce((a, c) => a + c.count, 0)).toBe(defects[0]?.n);

        const priorities = await queryRows<{ rank: number | null; n: number }>(
          t.database.db,
          sql`select priority_rank as rank, count(*)::int as n from projects p where ${where} group by priority_rank`,
        );
        for (const pr of s.priorities) {
          const row = priorities.find((r) => r.rank === pr.rank);
          expect(pr.count, String(pr.rank)).toBe(row?.n ?? 0);
        }
        expect(s.priorities.reduce((a, p) => a + p.count, 0)).toBe(d.n);
      },
    );

    it('counts facets with every filter but their own', async () => {
      const s = await summary('ward=Wote&state=completed');
      const wards = await queryRows<{ ward_id: number; n: number }>(
        t.database.db,
        sql`select ward_id, count(*)::int as n from projects where state = 'completed' group by ward_id`,
      );
      const wote = s.facets.ward.find((f) => f.value === 'Wote');
      expect(wote?.count).toBe(wards.find((w) => w.ward_id === 424)?.n ?? 0);
      expect(s.facets.ward).toHaveLength(30);
      expect(s.facets.ward.reduce((a, f) => a + f.count, 0)).toBe(
        wards.reduce((a, w) => a + w.n, 0),
      );
      const states = s.facets.state;
      expect(states.map((f) => f.value)).toEqual([
        'planned',
        'procurement',
        'ongoing',
        'completed',
        'stalled',
        'cancelled',
      ]);
      expect(states.reduce((a, f) => a + f.count, 0)).toBe(
        all.filter((p) => p.ward === 'Wote').length,
      );
      expect(s.facets.subCounty.find((f) => f.value === 'Makueni')?.count).toBe(s.totals.projects);
      expect(s.filters).toEqual({
        subCounty: [],
        ward: ['Wote'],
        department: [],
        state: ['completed'],
        financialYear: [],
        q: null,
      });
      expect(s.facets.department.every((f) => f.label.length > 0)).toBe(true);
      expect(s.facets.financialYear.map((f) => f.value)).toContain('2025/26');
    });

    // byWard applies every filter but the ward one: the direct SQL below leaves the ward out.
    const wardScenarios: Array<[string, ReturnType<typeof sql>]> = [
      ['', sql`true`],
      ['ward=Wote&state=completed', sql`p.state = 'completed'`],
      [
        'subCounty=Makueni&department=water',
        sql`p.sub_county_id = 86 and p.department_id = (select id from departments where slug = 'water')`,
      ],
      ['q=borehole&ward=Mbitini', sql`p.search_text like '%borehole%'`],
    ];

    it.each(wardScenarios)(
      'money per ward for "%s" matches a direct SQL sum without the ward filter',
      async (query, where) => {
        const s = await summary(query);
        const rows = await queryRows<{ code: string; n: number; budget: number; paid: number }>(
          t.database.db,
          sql`select w.code, count(*)::int as n, sum(p.budget)::float8 as budget, sum(p.paid)::float8 as paid
            from projects p join wards w on w.id = p.ward_id where ${where} group by w.code`,
        );
        const wardCount = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from wards`,
        );
        expect(s.byWard).toHaveLength(wardCount[0]?.n ?? -1);
        expect(s.byWard.map((w) => w.ward)).toEqual(s.facets.ward.map((f) => f.value));
        for (const w of s.byWard) {
          const row = rows.find((r) => r.code === w.wardCode);
          expect(w, w.ward).toMatchObject({
            count: row?.n ?? 0,
            budget: row?.budget ?? 0,
            paid: row?.paid ?? 0,
          });
          expect(w.count, w.ward).toBe(s.facets.ward.find((f) => f.value === w.ward)?.count);
        }
        const wote = s.byWard.find((w) => w.ward === 'Wote');
        expect(wote).toMatchObject({ wardCode: '0424', subCounty: 'Makueni' });
      },
    );

    it('serves repeated summaries from the cache with identical bodies', async () => {
      const a = await get('/api/v1/projects/summary?department=health');
      const b = await get('/api/v1/projects/summary?department=Health%20Services');
      expect(b.body).toBe(a.body);
    });
  });
});
