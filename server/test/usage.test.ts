import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAnswerSchema } from '@app/common';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { UsageCounter, usageDay } from '../src/usage/usage-counter.ts';
import { countedPagePath, countedSearchTerm } from '../src/usage/usage-keys.ts';
import { buildTestApp, freshPglite, testBackends, type TestApp } from './helper.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

describe('usage keys', () => {
  it('keeps a page route as a clean path, or refuses it', () => {
    expect(countedPagePath('/projects/MKN-1?tab=map#top')).toBe('/projects/MKN-1');
    expect(countedPagePath('/analytics/')).toBe('/analytics');
    expect(countedPagePath('/a//b')).toBe('/a/b');
    expect(countedPagePath('/')).toBe('/');
    for (const bad of [
      'projects',
      'https://evil.test/',
      '//evil.test/x',
      '/a/../b',
      '/a b',
      '/<script>',
      `/${'x'.repeat(200)}`,
    ]) {
      expect(countedPagePath(bad), bad).toBeUndefined();
    }
  });

  it('folds search terms', () => {
    expect(countedSearchTerm('  Café   ROAD ')).toBe('cafe road');
    expect(countedSearchTerm('   ')).toBeUndefined();
    expect(countedSearchTerm('x'.repeat(300))).toHaveLength(100);
  });

  it('holds at most maxKeys counters between flushes and drops the excess', () => {
    const counter = new UsageCounter({ maxKeys: 3 });
    for (const key of ['/a', '/b', '/c', '/d', '/e']) counter.add('page', key);
    counter.add('page', '/a', 4);
    expect(counter.size).toBe(3);
    expect(counter.dropped).toBe(2);
  });

  it('counts by the county day (East Africa Time)', () => {
    expect(usageDay(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02');
    expect(usageDay(new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-01');
  });
});

describe.each(testBackends())('usage counting on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let code: string;
  let title: string;
  const today = usageDay();

  const beacon = (payload: string | object, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/usage/page',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
    });
  const report = async (query = '') => {
    await t.app.services.usage.flush(t.app.services.usageStore);
    const res = await t.app.inject({ url: `/api/v1/usage${query}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return usageAnswerSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      seedCount: 20,
      fresh: true,
      auth: testAuth,
      usageFlushMs: 0,
    });
    admin = await tokens.admin();
    const [row] = await queryRows<{ code: string; title: string }>(
      t.database.db,
      sql`select code, title from projects order by code limit 1`,
    );
    code = row?.code ?? '';
    title = row?.title ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes page beacons as JSON or as text/plain (sendBeacon) and refuses what is not a path', async () => {
    expect((await beacon({ route: `/projects/${code}?tab=map` })).statusCode).toBe(204);
    expect(
      (await beacon(JSON.stringify({ route: '/analytics' }), 'text/plain;charset=UTF-8'))
        .statusCode,
    ).toBe(204);
    expect((await beacon({ route: '/analytics/' })).statusCode).toBe(204);
    for (const [payload, field] of [
      [{ route: 'https://evil.test/' }, 'route'],
      [{ route: '/a/../b' }, 'route'],
      [{ route: `/${'x'.repeat(250)}` }, 'route'],
      [{}, 'route'],
      [{ route: 5 }, 'route'],
      ['not json', 'body'],
    ] as const) {
      const res = await beacon(
        payload,
        typeof payload === 'string' ? 'text/plain' : 'application/json',
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message.split(':')[0]).toBe(field);
    }
    const big = await beacon({ route: '/x', padding: 'y'.repeat(2000) });
    expect(big.statusCode).toBe(413);
    expect(big.headers['set-cookie']).toBeUndefined();
  });

  it('counts API calls by route, downloads, searches and project views, then reports them', async () => {
    const before = await report();
    const get = (url: string) => t.app.inject(url);
    expect((await get('/api/v1/projects?q=Caf%C3%A9%20%20Road')).statusCode).toBe(200);
    expect((await get('/api/v1/projects?q=cafe+road&page=2')).statusCode).toBe(200);
    expect((await get('/api/v1/projects/summary?q=CAFE%20road')).statusCode).toBe(200);
    expect((await get('/api/v1/projects/export.csv')).statusCode).toBe(200);
    expect((await get('/api/v1/projects/export.geojson?q=borehole')).statusCode).toBe(200);
    expect((await get(`/api/v1/projects/${code}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/projects/${code}`)).statusCode).toBe(200);
    expect((await get('/api/v1/projects/NO-SUCH-CODE')).statusCode).toBe(404);
    expect((await get('/api/v1/nowhere')).statusCode).toBe(404);

    const r = await report();
    expect(r.to).toBe(today);
    expect(r.daily).toHaveLength(30);
    expect(r.daily.at(-1)?.day).toBe(today);
    const count = (list: Array<{ key: string; count: number }>, key: string) =>
      list.find((e) => e.key === key)?.count ?? 0;
    expect(count(r.pages, `/projects/${code}`)).toBe(1);
    expect(count(r.pages, '/analytics')).toBe(2);
    expect(count(r.api, 'GET /api/v1/projects/:code')).toBe(3);
    expect(count(r.api, 'GET /api/v1/projects')).toBe(2);
    expect(r.api.some((e) => e.key.includes('NO-SUCH') || e.key.includes('nowhere'))).toBe(false);
    expect(r.api.some((e) => e.key.includes('/usage/page'))).toBe(false);
    expect(r.downloads).toEqual([
      { key: 'csv', count: 1 },
      { key: 'geojson', count: 1 },
    ]);
    expect(r.searches).toEqual([
      { key: 'cafe road', count: 2 },
      { key: 'borehole', count: 1 },
    ]);
    expect(r.projects).toEqual([{ code, title, count: 2 }]);
    expect(r.totals.pageViews).toBe(3);
    expect(r.totals.downloads).toBe(before.totals.downloads + 2);
    expect(r.totals.searches).toBe(3);
    expect(r.daily.at(-1)).toMatchObject({ pageViews: 3, downloads: 2, searches: 3 });
    expect(r.totals.apiCalls).toBe(r.daily.reduce((sum, d) => sum + d.apiCalls, 0));
  });

  it('adds to the day already stored (count = count + n)', async () => {
    const before = await report();
    await beacon({ route: '/analytics' });
    const after = await report();
    expect(after.pages.find((p) => p.key === '/analytics')?.count).toBe(
      (before.pages.find((p) => p.key === '/analytics')?.count ?? 0) + 1,
    );
  });

  it('is for admins only: 401 without a token, 403 for an editor', async () => {
    for (const url of ['/api/v1/usage', '/api/v1/usage.csv']) {
      expect((await t.app.inject(url)).statusCode).toBe(401);
      const res = await t.app.inject({ url, headers: bearer(await tokens.editor()) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'from'],
    ['?from=2024-01-01&to=2026-01-01', 'to'],
    ['?from=2026-02-30', 'from'],
    ['?to=yesterday', 'to'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/v1/usage${query}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message.split(':')[0]).toBe(field);
  });

  it('takes a range of up to 366 days, and a past range without today', async () => {
    const year = await report('?from=2025-01-01&to=2026-01-01');
    expect(year.daily).toHaveLength(366);
    expect(year.totals.pageViews).toBe(0);
    expect(year.pages).toEqual([]);
  });

  it('exports every counter of the range as CSV', async () => {
    await t.app.services.usage.flush(t.app.services.usageStore);
    const res = await t.app.inject({
      url: `/api/v1/usage.csv?from=${today}&to=${today}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toContainEqual({ day: today, kind: 'download', key: 'csv', count: '1' });
    expect(rows).toContainEqual({ day: today, kind: 'project', key: code, count: '2' });
  });

  it('refuses a flood of beacons from one client (429) without counting it', async () => {
    const before = (await report()).totals.pageViews;
    const answers = [];
    for (let i = 0; i < 130; i += 1)
      answers.push((await beacon({ route: `/flood/${i}` })).statusCode);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await report()).totals.pageViews - before).toBeLessThanOrEqual(120);
  });
});

describe('usage flushing', () => {
  it('writes what is counted when the app closes, before the database closes', async () => {
    const database = await freshPglite();
    const app = await buildApp({ database, usageFlushMs: 0, closeDatabase: false });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/usage/page',
      payload: { route: '/about' },
    });
    expect(res.statusCode).toBe(204);
    await app.close();
    const rows = await queryRows<{ kind: string; key: string; count: number }>(
      database.db,
      sql`select kind, key, count::int as count from usage_daily where kind = 'page'`,
    );
    expect(rows).toEqual([{ kind: 'page', key: '/about', count: 1 }]);
    await database.close();
  });

  it('flushes on a timer', async () => {
    const database = await freshPglite();
    const app = await buildApp({ database, usageFlushMs: 50, closeDatabase: true });
    await app.ready();
    await app.inject({ method: 'POST', url: '/api/v1/usage/page', payload: { route: '/timer' } });
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              database.db,
              sql`select count(*)::int as n from usage_daily where key = '/timer'`,
            )
          )[0]?.n,
        { timeout: 5000 },
      )
      .toBe(1);
    await app.close();
  });
});
