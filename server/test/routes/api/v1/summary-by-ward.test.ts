import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsSummarySchema, type ProjectsSummary } from '@app/common';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

describe.each(testBackends())('summary ward rollup on %s', (backend) => {
  let t: TestApp;
  const summary = async (query: string): Promise<ProjectsSummary> =>
    projectsSummarySchema.parse((await t.app.inject(`/api/v1/projects/summary${query}`)).json());

  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries every ward with the figures a per-ward request would give, in one answer', async () => {
    const filters = '?department=water,health&state=ongoing,completed';
    const all = await summary(`${filters}&ward=Wote`);
    // The ward filter itself is left out of byWard: the map colours every ward.
    expect(all.byWard).toHaveLength(all.facets.ward.length);
    expect(all.byWard.map((w) => w.ward)).toEqual(all.facets.ward.map((f) => f.value));
    for (const ward of all.byWard.slice(0, 6)) {
      const one = await summary(`${filters}&ward=${encodeURIComponent(ward.wardCode)}`);
      expect(ward, ward.ward).toMatchObject({
        count: one.totals.projects,
        budget: one.totals.budget,
        paid: one.totals.paid,
      });
    }
    const sum = all.byWard.reduce((n, w) => n + w.budget, 0);
    expect(sum).toBe((await summary(filters)).totals.budget);
  });
});
