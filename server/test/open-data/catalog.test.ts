import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonld from 'jsonld';
import { Parser, Store, type Quad } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const DCAT_AP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/standards/dcat-ap-3.0.0',
);
const DCAT = 'http://www.w3.org/ns/dcat#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

function parseTurtle(text: string): Store {
  return new Store(new Parser({ format: 'text/turtle' }).parse(text));
}

/** The official shapes: the mandatory and recommended constraints and the ranges. */
function officialShapes(): Store {
  const store = new Store();
  for (const file of ['dcat-ap-SHACL.ttl', 'range.ttl', 'shapes_recommended.ttl'])
    store.addQuads(
      parseTurtle(fs.readFileSync(path.join(DCAT_AP, file), 'utf8')).getQuads(
        null,
        null,
        null,
        null,
      ),
    );
  return store;
}

const VIOLATION = 'http://www.w3.org/ns/shacl#Violation';

/** Results of the given severity (Violation by default; the recommended shapes warn). */
async function violations(data: Store, severity = VIOLATION) {
  const report = await new SHACLValidator(officialShapes()).validate(data);
  return report.results
    .filter((r) => r.severity?.value === severity)
    .map((r) => ({
      severity: r.severity?.value,
      focus: r.focusNode?.value,
      path: r.path?.value,
      message: r.message.map((m) => m.value).join(' '),
    }));
}

describe.each(testBackends())('DCAT-AP catalogue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the shapes catch a catalogue without its mandatory properties', async () => {
    const bare = parseTurtle(`<http://x/c> a <${DCAT}Catalog> .`);
    expect((await violations(bare)).length).toBeGreaterThan(0);
  });

  it('Turtle conforms to the official shapes with zero violations', async () => {
    const res = await t.app.inject('/catalog.ttl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/turtle; charset=utf-8');
    const data = parseTurtle(res.body);
    expect(await violations(data)).toEqual([]);
    // The one recommendation not followed: the wards are still in use, so their period is open.
    const warnings = await violations(data, 'http://www.w3.org/ns/shacl#Warning');
    expect(warnings.map((w) => w.path)).toEqual(['http://www.w3.org/ns/dcat#endDate']);
    const datasets = data
      .getQuads(null, RDF_TYPE, `${DCAT}Dataset`, null)
      .map((q) => q.subject.value);
    expect(datasets.sort()).toEqual([
      'http://localhost:80/catalog/boundaries',
      'http://localhost:80/catalog/projects',
    ]);
    const downloads = data
      .getQuads(null, `${DCAT}downloadURL`, null, null)
      .map((q) => q.object.value);
    expect(downloads).toEqual(
      expect.arrayContaining([
        'http://localhost:80/api/v1/projects/export.csv',
        'http://localhost:80/api/v1/oc4ids',
        'http://localhost:80/api/v1/boundaries',
      ]),
    );
    // Each distribution's address answers.
    for (const url of downloads) {
      const answer = await t.app.inject(new URL(url).pathname);
      expect(answer.statusCode, url).toBe(200);
    }
  });

  it('JSON-LD says the same as the Turtle and conforms too', async () => {
    const res = await t.app.inject('/catalog.jsonld');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const nquads = (await jsonld.toRDF(res.json(), {
      format: 'application/n-quads',
    })) as unknown as string;
    const data = new Store(new Parser({ format: 'N-Quads' }).parse(nquads));
    expect(await violations(data)).toEqual([]);
    const turtle = parseTurtle((await t.app.inject('/catalog.ttl')).body);
    const named = (q: Quad) => q.subject.termType === 'NamedNode';
    expect(data.getQuads(null, null, null, null).filter(named).length).toBe(
      turtle.getQuads(null, null, null, null).filter(named).length,
    );
    expect(data.size).toBe(turtle.size);
  });

  it('answers 304 to a revalidation and allows other sites to read it', async () => {
    const first = await t.app.inject({
      url: '/catalog.jsonld',
      headers: { origin: 'https://x.org' },
    });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await t.app.inject({
      url: '/catalog.jsonld',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
