import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_COLUMNS } from '../../src/lib/project-columns.ts';
import { DEFAULT_DATA_FACTS } from '../../src/routes/api/v1/meta/facts.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Portal." />' +
  '<title>Makueni</title></head><body><div id="root"><!-- page-intro --></div></body></html>';
const SCHEMA = 'https://schema.org/';
const PUBLISHER = 'County </script><script>alert(1)</script> of Makueni';

/**
 * Offline, schema.org's context is its vocabulary: every term is a schema.org term. (The
 * published context adds type coercions, which change no property's name.)
 */
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== SCHEMA.replace(/\/$/, ''))
    throw new Error(`no network in tests: ${url}`);
  return {
    contextUrl: undefined,
    documentUrl: url,
    document: { '@context': { '@vocab': SCHEMA } },
  };
};

type Expanded = Array<Record<string, Array<Record<string, unknown>>>>;
const value = (node: Record<string, unknown> | undefined, term: string) =>
  (node?.[`${SCHEMA}${term}`] as Array<{ '@value'?: unknown; '@id'?: string }> | undefined)?.[0]?.[
    '@value'
  ];

describe.each(testBackends())("the about page's schema.org Dataset (%s)", (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    t = await buildTestApp({
      backend,
      fresh: true,
      seedCount: 20,
      webDist: dist,
      publicUrl: 'https://data.makueni.example',
      dataFacts: { ...DEFAULT_DATA_FACTS, publisher: PUBLISHER },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('is in the HTML a crawler gets, and a JSON-LD processor expands it', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    const scripts = [
      ...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ];
    expect(scripts).toHaveLength(1);
    // Nothing in the data closes the script early.
    expect(res.body).not.toContain('<script>alert(1)');
    const doc = JSON.parse(scripts[0]?.[1] ?? '{}') as Record<string, unknown>;
    const expanded = (await jsonld.expand(doc, {
      documentLoader: documentLoader as never,
    })) as unknown as Expanded;
    const dataset = expanded[0] as Record<string, unknown> | undefined;
    expect(dataset?.['@type']).toEqual([`${SCHEMA}Dataset`]);
    expect(value(dataset, 'name')).toBe('Makueni County development projects');
    expect(value(dataset, 'license')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(value(dataset, 'dateModified')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(value(dataset, 'temporalCoverage')).toMatch(/^\d{4}-07-01\/\d{4}-06-30$/);
    const publisher = (dataset?.[`${SCHEMA}publisher`] as Array<Record<string, unknown>>)[0];
    expect(value(publisher, 'name')).toBe(PUBLISHER);
    const distributions = dataset?.[`${SCHEMA}distribution`] as Array<Record<string, unknown>>;
    expect(distributions.map((d) => value(d, 'contentUrl'))).toContain(
      'https://data.makueni.example/api/v1/projects/export.csv',
    );
    const variables = dataset?.[`${SCHEMA}variableMeasured`] as Array<Record<string, unknown>>;
    expect(variables.map((v) => value(v, 'name'))).toEqual(PROJECT_COLUMNS.map((c) => c.header));
    expect(variables.every((v) => typeof value(v, 'description') === 'string')).toBe(true);
    const spatial = (dataset?.[`${SCHEMA}spatialCoverage`] as Array<Record<string, unknown>>)[0];
    expect(value(spatial, 'name')).toBe('Makueni County, Kenya');
    // The page still names the dataset at first paint.
    expect(res.body).toContain('<title>Makueni County development projects · Makueni</title>');
  });

  it('other pages carry no Dataset', async () => {
    const res = await t.app.inject('/');
    expect(res.body).not.toContain('application/ld+json');
  });
});
