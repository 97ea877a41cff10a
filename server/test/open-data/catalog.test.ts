import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonld from 'jsonld';
import { Parser, Store, type Quad } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { sql } from 'drizzle-orm';
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

const PHONE = '0722 555 019';
const EMAIL = 'mutua.private@example.org';
const DCT = 'http://purl.org/dc/terms/';
const FEEDBACK_DS = 'http://localhost:80/catalog/feedback';

/** Published feedback with a reply, and an item still waiting for moderation; both with contacts. */
async function addFeedback(t: TestApp): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`
    insert into feedback_items (ref, token_hash, project_code, project_title, ward_id, sub_county_id,
      department_id, financial_year, kind, message, display_name, contact_phone, contact_email,
      state, created_at, published_at, answered_at)
    select v.ref, v.ref || '-token', p.code, p.title, p.ward_id, w.sub_county_id, p.department_id,
      p.financial_year, 'complaint', v.message, 'Mutua', ${PHONE}, ${EMAIL}, v.state,
      '2026-02-01T08:00:00Z', v.published::timestamptz, v.published::timestamptz
    from (values ('FB-PUBLIC01', 'The borehole pump is broken.', 'published',
                  '2026-02-03T09:00:00Z'),
                 ('FB-WAITING1', 'Still waiting for moderation.', 'received', null))
      as v(ref, message, state, published)
    cross join lateral (select * from projects order by code limit 1) p
    join wards w on w.id = p.ward_id`);
  await db.execute(sql`
    insert into feedback_replies (feedback_id, body, department_id, author_role, actor_sub,
      created_at)
    select id, 'A new pump is on order.', department_id, 'Water officer', 'officer-1',
      '2026-02-05T10:30:00Z'
    from feedback_items where ref = 'FB-PUBLIC01'`);
}

describe.each(testBackends())('DCAT-AP catalogue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend, fresh: true });
    await addFeedback(t);
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
      FEEDBACK_DS,
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
        'http://localhost:80/api/v1/feedback',
        'http://localhost:80/api/v1/feedback.csv',
      ]),
    );
    // Each distribution's address answers.
    for (const url of downloads) {
      const answer = await t.app.inject(new URL(url).pathname);
      expect(answer.statusCode, url).toBe(200);
    }
  });

  it('lists published feedback as a dataset, without a contact or an unpublished item', async () => {
    const res = await t.app.inject('/catalog.ttl');
    const data = parseTurtle(res.body);
    const one = (subject: string, predicate: string) =>
      data.getQuads(subject, predicate, null, null).map((q) => q.object.value);
    expect(one(FEEDBACK_DS, `${DCT}title`)[0]).toMatch(/feedback/i);
    expect(one(FEEDBACK_DS, `${DCT}publisher`)).toEqual(['http://localhost:80/#publisher']);
    expect(one(FEEDBACK_DS, `${DCAT}contactPoint`)).toEqual(['http://localhost:80/#contact']);
    expect(one(FEEDBACK_DS, `${DCT}spatial`)).toEqual(['http://localhost:80/#makueni-county']);
    // Issued when the first item was published; modified with the latest reply.
    expect(new Date(one(FEEDBACK_DS, `${DCT}issued`)[0] ?? '').toISOString()).toBe(
      '2026-02-03T09:00:00.000Z',
    );
    expect(new Date(one(FEEDBACK_DS, `${DCT}modified`)[0] ?? '').toISOString()).toBe(
      '2026-02-05T10:30:00.000Z',
    );
    const period = data.getQuads(FEEDBACK_DS, `${DCT}temporal`, null, null)[0]?.object ?? null;
    const date = (p: string) => data.getQuads(period, p, null, null).map((q) => q.object.value);
    expect(date(`${DCAT}startDate`)).toEqual(['2026-02-01']);
    expect(date(`${DCAT}endDate`)).toEqual(['2026-02-05']);
    const distributions = one(FEEDBACK_DS, `${DCAT}distribution`);
    expect(distributions).toHaveLength(2);
    const byUrl = new Map(
      distributions.map((d) => [one(d, `${DCAT}downloadURL`)[0] ?? '', d] as const),
    );
    expect([...byUrl.keys()].sort()).toEqual([
      'http://localhost:80/api/v1/feedback',
      'http://localhost:80/api/v1/feedback.csv',
    ]);
    for (const d of distributions) {
      expect(one(d, `${DCT}license`)).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    }
    expect(
      one(byUrl.get('http://localhost:80/api/v1/feedback.csv') ?? '', `${DCAT}mediaType`),
    ).toEqual(['https://www.iana.org/assignments/media-types/text/csv']);
    // The distributions answer the published item and its reply, never a contact or the queue.
    for (const url of byUrl.keys()) {
      const answer = await t.app.inject(new URL(url).pathname);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('The borehole pump is broken.');
      expect(answer.body).toContain('A new pump is on order.');
      expect(answer.body).not.toContain('Still waiting for moderation.');
      for (const secret of [PHONE, EMAIL, 'FB-PUBLIC01-token', 'officer-1'])
        expect(answer.body).not.toContain(secret);
    }
    for (const format of ['ttl', 'jsonld']) {
      const body = (await t.app.inject(`/catalog.${format}`)).body;
      for (const secret of [PHONE, EMAIL, 'Mutua', 'borehole', 'waiting'])
        expect(body, format).not.toContain(secret);
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
