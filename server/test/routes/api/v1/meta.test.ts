import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundariesSchema, healthSchema, metaSchema } from '@app/common';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

describe.each(testBackends())('meta, boundaries and health on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes the county, filters, licence, sample flag and data version', async () => {
    const res = await t.app.inject('/api/v1/meta');
    expect(res.statusCode).toBe(200);
    const meta = metaSchema.parse(res.json());
    expect(meta.county).toEqual({ name: 'Makueni', code: '017', headquarters: 'Wote' });
    expect(meta.subCounties.map((s) => s.name)).toEqual([
      'Mbooni',
      'Kilome',
      'Kaiti',
      'Makueni',
      'Kibwezi West',
      'Kibwezi East',
    ]);
    expect(meta.subCounties.flatMap((s) => s.wards)).toHaveLength(30);
    expect(meta.subCounties.find((s) => s.code === '086')?.wards[0]).toEqual({
      name: 'Wote',
      code: '0424',
    });
    expect(meta.departments).toHaveLength(10);
    expect(meta.departments.find((d) => d.id === 'health')?.name).toBe('Health Services');
    expect(meta.states).toEqual([
      'planned',
      'procurement',
      'ongoing',
      'completed',
      'stalled',
      'cancelled',
    ]);
    expect(meta.financialYears).toEqual([
      '2018/19',
      '2019/20',
      '2020/21',
      '2021/22',
      '2022/23',
      '2023/24',
      '2024/25',
      '2025/26',
    ]);
    expect(meta.isSample).toBe(true);
    expect(meta.dataset).toEqual({ name: 'Sample data', isSample: true, projectCount: 300 });
    expect(meta.licence.name).toBe('CC BY 4.0');
    expect(meta.attribution).toContain('Kenya County Assembly Boundaries');
    expect(meta.attribution).toContain('CC BY 4.0');
    expect(meta.boundariesNote).toContain('Kithungo/Kitundu');
    expect(meta.dataVersion).toMatch(/^\d+-[0-9a-f]+$/);
    expect(Number.isNaN(Date.parse(meta.lastUpdated))).toBe(false);
  });

  it('serves ward, sub-county and county boundaries as GeoJSON', async () => {
    const res = await t.app.inject({
      url: '/api/v1/boundaries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/api/v1/boundaries');
    const all = boundariesSchema.parse(plain.json());
    expect(all.attribution).toContain('CC BY 4.0');
    expect(all.features.filter((f) => f.properties.level === 'ward')).toHaveLength(30);
    expect(all.features.filter((f) => f.properties.level === 'subCounty')).toHaveLength(6);
    expect(all.features.filter((f) => f.properties.level === 'county')).toHaveLength(1);
    const wote = all.features.find((f) => f.id === '0424');
    expect(wote?.properties).toMatchObject({
      level: 'ward',
      name: 'Wote',
      subCounty: 'Makueni',
      subCountyCode: '086',
    });

    const wards = boundariesSchema.parse(
      (await t.app.inject('/api/v1/boundaries?level=ward')).json(),
    );
    expect(wards.features).toHaveLength(30);
    const bad = await t.app.inject('/api/v1/boundaries?level=village');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'level: unknown level "village"; use one of ward, subCounty, county',
    );
    const again = await t.app.inject({
      url: '/api/v1/boundaries',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reports health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json()).database).toBe(backend);
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/meta',
        '/api/v1/boundaries',
        '/api/v1/projects',
        '/api/v1/projects/summary',
        '/api/v1/projects/{code}',
        '/api/v1/projects/export.csv',
      ]),
    );
    // The summary's money per ward is documented with its fields.
    const summary = spec.paths['/api/v1/projects/summary'] as {
      get: { responses: Record<string, { content: Record<string, { schema: SchemaNode }> }> };
    };
    const byWard =
      summary.get.responses['200']?.content['application/json']?.schema.properties?.byWard;
    expect(byWard?.type).toBe('array');
    expect(Object.keys(byWard?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['ward', 'wardCode', 'count', 'budget', 'paid']),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
