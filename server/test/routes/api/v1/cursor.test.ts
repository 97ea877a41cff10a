import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProjects } from '../../../../src/db/seed/generator.ts';
import { upsertProjects } from '../../../../src/db/writer/upsert-projects.ts';
import { listPageSchema } from '../../../../src/routes/api/v1/projects/list.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

describe.each(testBackends())('cursor paging on %s', (backend) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return { body: listPageSchema.parse(res.json()), link: res.headers.link };
  };
  /** Every page from the first through nextCursor; `between` runs before each next page. */
  const walk = async (query: string, between?: (page: number) => Promise<void>) => {
    const codes: string[] = [];
    let { body } = await get(`/api/v1/projects?${query}`);
    for (let n = 1; ; n += 1) {
      codes.push(...body.items.map((i) => i.code));
      if (!body.nextCursor) break;
      await between?.(n);
      ({ body } = await get(
        `/api/v1/projects?${query}&cursor=${encodeURIComponent(body.nextCursor)}`,
      ));
    }
    return codes;
  };

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 200, fresh: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the same rows as page numbers, for every sort, forward and back', async () => {
    for (const sort of [
      'code',
      '-code',
      'contractSum',
      '-plannedEndDate',
      'lastVerified',
      'priority',
      'ward',
      '-state',
    ]) {
      const query = `sort=${sort}&limit=15&department=water,health,agriculture`;
      const byPage: string[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await get(`/api/v1/projects?${query}&page=${page}`);
        byPage.push(...body.items.map((i) => i.code));
        if (page >= body.pages) break;
      }
      expect(await walk(query), sort).toEqual(byPage);

      // Back from page 3 is page 2, and the Link header names both neighbours.
      const p2 = await get(`/api/v1/projects?${query}&page=2`);
      const p3 = await get(
        `/api/v1/projects?${query}&cursor=${encodeURIComponent(p2.body.nextCursor ?? '')}`,
      );
      expect(p3.body.page).toBe(3);
      const back = await get(
        `/api/v1/projects?${query}&cursor=${encodeURIComponent(p3.body.prevCursor ?? '')}`,
      );
      expect(back.body.items).toEqual(p2.body.items);
      expect(back.body.page).toBe(2);
      expect(p3.link).toContain(
        `</api/v1/projects?sort=${sort}&limit=15&department=water%2Chealth%2Cagriculture&cursor=${p3.body.nextCursor}>; rel="next"`,
      );
      expect(p3.link).toContain(`cursor=${p3.body.prevCursor}>; rel="prev"`);
    }
  });

  it('returns every row exactly once while rows are imported between pages', async () => {
    const query = 'sort=-budget&limit=25';
    const before = new Set(await walk(query));
    const extra = [...generateProjects({ count: 60, seed: 'between-pages' })];
    const seen = await walk(query, async (page) => {
      if (page > 4) return;
      // New projects everywhere in the order, before and after the reader's position.
      const batch = extra.slice((page - 1) * 15, page * 15).map((p, i) => ({
        ...p,
        code: `${i % 2 === 0 ? 'AAA' : 'ZZZ'}-${page}-${i}`,
      }));
      await upsertProjects(t.database.db, batch);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const code of before) expect(seen, code).toContain(code);
  });

  it('answers a bad cursor with a 400 naming the field', async () => {
    const bad = await t.app.inject('/api/v1/projects?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message:
        'cursor: is not a cursor from this API (use nextCursor or prevCursor from a previous answer)',
      issues: [{ field: 'cursor' }],
    });
    const { body } = await get('/api/v1/projects?sort=title&limit=5');
    const other = await t.app.inject(
      `/api/v1/projects?sort=budget&cursor=${encodeURIComponent(body.nextCursor ?? '')}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('cursor: belongs to sort "title", not "budget"');
    const filtered = await t.app.inject(
      `/api/v1/projects?sort=title&ward=Wote&cursor=${encodeURIComponent(body.nextCursor ?? '')}`,
    );
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().issues).toEqual([
      { field: 'cursor', message: 'belongs to other filters; start again from the first page' },
    ]);
  });
});
