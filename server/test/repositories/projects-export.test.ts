import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiltersQuerySchema } from '@app/common';
import { resolveFilters } from '../../src/repositories/filters.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

describe.each(testBackends())('the projects repository for exports on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the list batches with each description and progress note', async () => {
    const { ref } = await t.app.services.current();
    const filters = resolveFilters(ref, projectFiltersQuerySchema.parse({ subCounty: 'Makueni' }));
    const { projects } = t.app.services;
    const listed = [];
    for await (const batch of projects.iterate(filters, ref, 23)) listed.push(...batch);
    const exported = [];
    const sizes: number[] = [];
    for await (const batch of projects.iterateForExport(filters, ref, 23)) {
      sizes.push(batch.length);
      exported.push(...batch);
    }
    expect(listed.length).toBeGreaterThan(23);
    // The same projects in the same batches, with the two fields the list leaves out.
    expect(sizes.slice(0, -1).every((n) => n === 23)).toBe(true);
    expect(exported.map(({ description: _d, progressNote: _n, ...item }) => item)).toEqual(listed);
    for (const item of exported.slice(0, 10)) {
      const detail = await projects.detail(item.code, ref);
      expect(item.description).toBe(detail?.description);
      expect(item.progressNote).toBe(
        detail?.progressReadings.find((r) => r.date === item.progressDate)?.note ?? null,
      );
    }
    expect(exported.some((p) => p.progressNote !== null)).toBe(true);
  });
});
