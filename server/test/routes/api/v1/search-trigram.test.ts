import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiltersQuerySchema, projectsPageSchema, projectsSummarySchema } from '@app/common';
import { queryRows } from '../../../../src/db/client.ts';
import { generateProjects } from '../../../../src/db/seed/generator.ts';
import { upsertProjects } from '../../../../src/db/writer/upsert-projects.ts';
import { resolveFilters } from '../../../../src/repositories/filters.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

describe.each(testBackends())('trigram search on %s', (backend) => {
  let t: TestApp;
  const search = async (q: string) =>
    projectsPageSchema.parse(
      (await t.app.inject(`/api/v1/projects?limit=100&q=${encodeURIComponent(q)}`)).json(),
    );

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 200, fresh: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has pg_trgm and the trigram index', async () => {
    const rows = await queryRows<{ extname: string }>(
      t.database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rows).toHaveLength(1);
    const index = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where indexname = 'projects_search_trgm_idx'`,
    );
    expect(index).toHaveLength(1);
    const words = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_words where word = 'borehole'`,
    );
    expect(words[0]?.n).toBe(1);
  });

  it('learns the words of imported projects', async () => {
    const [project] = [...generateProjects({ count: 1, seed: 'new-word' })];
    if (!project) throw new Error('no project');
    await upsertProjects(t.database.db, [
      { ...project, code: 'NEW-0001', title: 'Zanzibarian dhow jetty' },
    ]);
    const found = await search('zanzibarien');
    expect(found.items.map((i) => i.code)).toEqual(['NEW-0001']);
  });

  it('finds a misspelt word, and the summary counts the same projects', async () => {
    const exact = await search('borehole');
    expect(exact.total).toBeGreaterThan(0);
    for (const typo of ['brehole', 'borehoel', 'BOREHOLLE']) {
      const found = await search(typo);
      expect(found.total, typo).toBeGreaterThanOrEqual(exact.total);
      expect(
        found.items.map((i) => i.code),
        typo,
      ).toEqual(expect.arrayContaining(exact.items.map((i) => i.code)));
    }
    const summary = projectsSummarySchema.parse(
      (await t.app.inject('/api/v1/projects/summary?q=brehole')).json(),
    );
    expect(summary.totals.projects).toBe((await search('brehole')).total);
    // Short words match exactly only; an unrelated word finds nothing.
    expect((await search('zzqxv')).total).toBe(0);
  });

  it('counts a search exactly up to the cap, and says "at least" past it', async () => {
    const exact = await search('borehole');
    expect(exact.totalRelation).toBe('eq');
    expect(exact.total).toBeGreaterThan(3);
    expect(exact.pages).toBe(Math.ceil(exact.total / 100));
    const { ref } = await t.app.services.current();
    const filters = resolveFilters(ref, projectFiltersQuerySchema.parse({ q: 'borehole' }));
    const count = (cap: number) => t.app.services.projects.count(filters, cap);
    expect(await count(exact.total)).toEqual({ total: exact.total, relation: 'eq' });
    expect(await count(exact.total - 1)).toEqual({ total: exact.total - 1, relation: 'gte' });
    expect(await count(3)).toEqual({ total: 3, relation: 'gte' });
    // Without words the rollup counts, exactly, whatever the cap.
    const everything = projectsPageSchema.parse((await t.app.inject('/api/v1/projects')).json());
    const all = resolveFilters(ref, projectFiltersQuerySchema.parse({}));
    expect(everything.total).toBeGreaterThan(3);
    expect(await t.app.services.projects.count(all, 3)).toEqual({
      total: everything.total,
      relation: 'eq',
    });
  });
});
