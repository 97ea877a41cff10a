import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

describe('the open-data endpoints in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every one of them', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/oc4ids',
        '/api/v1/projects/{code}/oc4ids',
        '/api/v1/projects/{code}/history',
        '/api/v1/versions',
        '/api/v1/projects/export.csv-metadata.json',
        '/api/3/action/{name}',
        '/catalog.jsonld',
        '/catalog.ttl',
        '/feeds/projects.atom',
      ]),
    );
  });
});
