import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv-draft-04';
import formatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDetailSchema, projectsPageSchema } from '@app/common';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const STANDARDS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/standards/oc4ids-0.9.5',
);
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(STANDARDS, file), 'utf8')) as Record<string, unknown>;
const STATUS_CODES = fs
  .readFileSync(path.join(STANDARDS, 'codelists/projectStatus.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0])
  .filter((code) => code);

// CommonJS packages: under NodeNext their classes are the default export's `default`.
const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

/** The standard's own package schema, with the project schema it refers to by address. */
function packageValidator() {
  // The schemas carry the standard's own keywords (codelist, openCodelist, deprecated...).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(readJson('project-schema.json'));
  return ajv.compile(readJson('project-package-schema.json'));
}

interface Oc4idsPackage {
  uri: string;
  version: string;
  publisher: { name: string };
  license: string;
  projects: Array<Record<string, unknown> & { id: string; status: string }>;
}

const SEED = 2000;

describe.each(testBackends())('OC4IDS on %s', (backend) => {
  let t: TestApp;
  const validate = packageValidator();

  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      seedCount: SEED,
      oc4idsPrefix: 'abc123',
      exportBatchSize: 300,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('validates the standard’s own example (the validator is wired right)', () => {
    expect(validate(readJson('example-valid-project.json'))).toBe(true);
    expect(validate({ ...readJson('example-valid-project.json'), version: 'x' })).toBe(false);
  });

  it('publishes the whole county as one package that validates against 0.9.5', async () => {
    const res = await t.app.inject('/api/v1/oc4ids');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json<Oc4idsPackage>();
    const valid = validate(body);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(body.projects).toHaveLength(SEED);
    expect(body.version).toBe('0.9');
    expect(body.publisher.name).toBe('County Government of Makueni');
    expect(body.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    for (const p of body.projects) {
      expect(p.id).toMatch(/^oc4ids-abc123-/);
      expect(STATUS_CODES).toContain(p.status);
    }
    // Every located project's point is [longitude, latitude]: Makueni lies near 37.6 E, 2 S.
    const located = body.projects.flatMap(
      (p) =>
        (p.locations as Array<{ geometry?: { coordinates: [number, number] } }>)
          .map((l) => l.geometry?.coordinates)
          .filter((c) => c !== undefined) as [number, number][],
    );
    expect(located.length).toBeGreaterThan(SEED / 2);
    for (const [lon, lat] of located) {
      expect(lon).toBeGreaterThan(36.5);
      expect(lon).toBeLessThan(38.6);
      expect(lat).toBeGreaterThan(-3.2);
      expect(lat).toBeLessThan(-1.2);
    }
  });

  it('keeps the list’s filters, says a stall in the description, and answers 304', async () => {
    const query = 'state=stalled&subCounty=Makueni';
    const list = projectsPageSchema.parse(
      (await t.app.inject(`/api/v1/projects?${query}&limit=100`)).json(),
    );
    const res = await t.app.inject(`/api/v1/oc4ids?${query}`);
    const body = res.json<Oc4idsPackage>();
    expect(validate(body)).toBe(true);
    expect(body.projects.map((p) => p.id).sort()).toEqual(
      list.items.map((p) => `oc4ids-abc123-${p.code}`).sort(),
    );
    for (const p of body.projects) {
      expect(p.status).toBe('implementation');
      expect(p.description).toMatch(/Stalled/);
      expect((p.makueni as { stalled: boolean }).stalled).toBe(true);
    }
    const again = await t.app.inject({
      url: `/api/v1/oc4ids?${query}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/api/v1/oc4ids?ward=Nowhere')).statusCode).toBe(400);
  });

  it('answers no invalid package when nothing matches the filters', async () => {
    // The schema allows no empty package: projects has minItems 1.
    const opening = (await t.app.inject('/api/v1/oc4ids?state=stalled')).json<Oc4idsPackage>();
    expect(validate({ ...opening, projects: [] })).toBe(false);
    for (const query of ['q=zzyzxnothingmatches', 'state=planned&q=zzyzxnothingmatches']) {
      const res = await t.app.inject(`/api/v1/oc4ids?${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      const body = res.json<Record<string, unknown>>();
      expect(body).toMatchObject({ statusCode: 404 });
      expect(String(body.message)).toMatch(/No project matches/);
      expect(body).not.toHaveProperty('projects');
    }
    // A ward with no project: a county of three projects leaves most wards empty.
    const small = await buildTestApp({ backend, seedCount: 3, fresh: true });
    try {
      const meta = (await small.app.inject('/api/v1/meta')).json<{
        subCounties: Array<{ wards: Array<{ name: string }> }>;
      }>();
      const used = new Set(
        projectsPageSchema
          .parse((await small.app.inject('/api/v1/projects?limit=10')).json())
          .items.map((p) => p.ward),
      );
      const ward = meta.subCounties.flatMap((s) => s.wards).find((w) => !used.has(w.name));
      expect(ward).toBeDefined();
      const res = await small.app.inject(
        `/api/v1/oc4ids?ward=${encodeURIComponent(ward?.name ?? '')}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('projects');
      const whole = await small.app.inject('/api/v1/oc4ids');
      expect(whole.statusCode).toBe(200);
      expect(validate(whole.json())).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('maps one project, with every progress reading, and validates it', async () => {
    const list = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?state=ongoing&limit=5')).json(),
    );
    const code = list.items[0]?.code ?? '';
    const detail = projectDetailSchema.parse(
      (await t.app.inject(`/api/v1/projects/${code}`)).json(),
    );
    const res = await t.app.inject(`/api/v1/projects/${code}/oc4ids`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Oc4idsPackage>();
    expect(validate(body)).toBe(true);
    expect(body.projects).toHaveLength(1);
    const p = body.projects[0] as Record<string, unknown>;
    expect(p.id).toBe(`oc4ids-abc123-${code}`);
    expect(p.budget).toEqual({
      amount: { amount: detail.budget, currency: 'KES' },
      description: `Allocation in the ${detail.financialYear} financial year budget`,
    });
    const metric = (p.metrics as Array<{ observations: Array<{ measure: string }> }>)[0];
    expect(metric?.observations.map((o) => Number(o.measure))).toEqual(
      detail.progressReadings.map((r) => r.percent),
    );
    const parties = p.parties as Array<{ name: string; roles: string[] }>;
    expect(parties.find((x) => x.roles.includes('publicAuthority'))?.name).toBe(
      'County Government of Makueni',
    );
    if (detail.contractor)
      expect(parties.find((x) => x.roles.includes('supplier'))?.name).toBe(detail.contractor);

    const cors = await t.app.inject({
      url: `/api/v1/projects/${code}/oc4ids`,
      headers: { origin: 'https://example.org' },
    });
    expect(cors.headers['access-control-allow-origin']).toBe('*');
    const missing = await t.app.inject('/api/v1/projects/NO-SUCH-CODE/oc4ids');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });
});
