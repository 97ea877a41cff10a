import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsPageSchema } from '@app/common';
import { PROJECT_COLUMNS } from '../../src/lib/project-columns.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

interface Envelope<T = unknown> {
  help: string;
  success: boolean;
  result?: T;
  error?: Record<string, unknown> & { __type: string };
}

describe.each(testBackends())('CKAN-compatible API on %s', (backend) => {
  let t: TestApp;
  const call = async <T = unknown>(action: string, query = '') => {
    const res = await t.app.inject(`/api/3/action/${action}${query ? `?${query}` : ''}`);
    return { status: res.statusCode, body: res.json<Envelope<T>>(), headers: res.headers };
  };

  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('status_show answers in the envelope with the help address', async () => {
    const { status, body } = await call<Record<string, unknown>>('status_show');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.help).toBe('http://localhost:80/api/3/action/help_show?name=status_show');
    expect(body.result).toMatchObject({
      ckan_version: expect.any(String),
      site_url: 'http://localhost:80',
    });
    const help = await call<string>('help_show', 'name=package_search');
    expect(help.body.result).toMatch(/facet\.field/);
  });

  it('an unknown action is a 400 Bad Request', async () => {
    const { status, body } = await call('package_patch');
    expect(status).toBe(400);
    expect(body).toEqual({
      help: expect.any(String),
      success: false,
      error: {
        __type: 'Bad Request',
        message: 'Bad request - Action name not known: package_patch',
      },
    });
  });

  it('package_list and package_show, and their errors', async () => {
    const list = await call<string[]>('package_list');
    expect(list.body.result).toEqual(['makueni-boundaries', 'makueni-projects']);
    expect((await call<string[]>('package_list', 'limit=1&offset=1')).body.result).toEqual([
      'makueni-projects',
    ]);
    const show = await call<
      Record<string, unknown> & { resources: Array<{ url: string; format: string }> }
    >('package_show', 'id=makueni-projects');
    expect(show.status).toBe(200);
    expect(show.body.result).toMatchObject({
      name: 'makueni-projects',
      type: 'dataset',
      license_id: 'cc-by',
      isopen: true,
      owner_org: 'county-government-of-makueni',
      organization: { name: 'county-government-of-makueni', is_organization: true },
      num_resources: 5,
    });
    expect(show.body.result?.resources.map((r) => r.format)).toEqual([
      'CSV',
      'XLSX',
      'JSON',
      'GEOJSON',
      'JSON',
    ]);
    const missing = await call('package_show');
    expect(missing.status).toBe(409);
    expect(missing.body.error).toEqual({ __type: 'Validation Error', name_or_id: 'Missing value' });
    const unknown = await call('package_show', 'id=nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      error: { __type: 'Not Found Error', message: 'Not found' },
    });
  });

  it('package_search: q, fq, rows, start, sort and facets', async () => {
    type Search = {
      count: number;
      results: Array<{ name: string }>;
      facets: Record<string, Record<string, number>>;
      search_facets: Record<string, { items: Array<{ name: string; count: number }> }>;
    };
    const all = await call<Search>(
      'package_search',
      'facet.field=["res_format","organization"]&sort=name asc',
    );
    expect(all.body.result?.count).toBe(2);
    expect(all.body.result?.results.map((r) => r.name)).toEqual([
      'makueni-boundaries',
      'makueni-projects',
    ]);
    expect(all.body.result?.facets.res_format).toEqual({ GEOJSON: 2, CSV: 1, JSON: 1, XLSX: 1 });
    expect(all.body.result?.search_facets.organization?.items).toEqual([
      {
        name: 'county-government-of-makueni',
        display_name: 'county-government-of-makueni',
        count: 2,
      },
    ]);
    const byWord = await call<Search>('package_search', 'q=boundaries');
    expect(byWord.body.result?.results.map((r) => r.name)).toEqual(['makueni-boundaries']);
    const byFq = await call<Search>('package_search', 'fq=res_format:CSV');
    expect(byFq.body.result?.results.map((r) => r.name)).toEqual(['makueni-projects']);
    const paged = await call<Search>('package_search', 'rows=1&start=1&sort=name desc');
    expect(paged.body.result?.count).toBe(2);
    expect(paged.body.result?.results.map((r) => r.name)).toEqual(['makueni-boundaries']);
    // Past 1000 rows CKAN caps silently.
    expect((await call<Search>('package_search', 'rows=5000')).status).toBe(200);
    const badRows = await call('package_search', 'rows=ten');
    expect(badRows.status).toBe(409);
    expect(badRows.body.error).toEqual({ __type: 'Validation Error', rows: ['Invalid integer'] });
    const badFq = await call('package_search', 'fq=secret_field:x');
    expect(badFq.status).toBe(400);
    expect(badFq.body.error).toMatchObject({
      __type: 'Search Query Error',
      message: expect.stringMatching(/^Search Query is invalid: /),
    });
  });

  it('organization_list, organization_show and resource_show', async () => {
    expect((await call('organization_list')).body.result).toEqual(['county-government-of-makueni']);
    const org = await call<Record<string, unknown>>(
      'organization_show',
      'id=county-government-of-makueni&include_datasets=true',
    );
    expect(org.body.result).toMatchObject({
      name: 'county-government-of-makueni',
      package_count: 2,
      type: 'organization',
    });
    expect((org.body.result?.packages as unknown[]).length).toBe(2);
    expect((await call('organization_show', 'id=other')).status).toBe(404);
    expect((await call('organization_show')).body.error).toEqual({
      __type: 'Validation Error',
      id: 'Missing value',
    });
    const res = await call<Record<string, unknown>>('resource_show', 'id=makueni-projects-csv');
    expect(res.body.result).toMatchObject({
      id: 'makueni-projects-csv',
      package_id: 'makueni-projects',
      format: 'CSV',
      datastore_active: true,
      url: 'http://localhost:80/api/v1/projects/export.csv',
    });
    expect((await call('resource_show', 'id=nope')).status).toBe(404);
  });

  it('datastore_search gives the CSV export’s rows, filtered, sorted and paged', async () => {
    type Store = {
      fields: Array<{ id: string; type: string }>;
      records: Array<Record<string, unknown>>;
      total: number;
      limit: number;
      _links: { start: string; next: string };
    };
    const filters = encodeURIComponent(
      JSON.stringify({ sub_county: 'Makueni', state: ['ongoing', 'stalled'] }),
    );
    const r = await call<Store>(
      'datastore_search',
      `resource_id=makueni-projects-csv&filters=${filters}&limit=7&offset=3&sort=budget desc`,
    );
    expect(r.status).toBe(200);
    const list = projectsPageSchema.parse(
      (
        await t.app.inject(
          '/api/v1/projects?subCounty=Makueni&state=ongoing,stalled&sort=-budget&limit=10',
        )
      ).json(),
    );
    expect(r.body.result?.total).toBe(list.total);
    expect(r.body.result?.fields.map((f) => f.id)).toEqual(PROJECT_COLUMNS.map((c) => c.header));
    expect(r.body.result?.records.map((x) => x.budget)).toEqual(
      list.items.slice(3, 10).map((p) => p.budget),
    );
    expect(r.body.result?._links.next).toMatch(/offset=10/);
    // The same rows as the CSV export.
    const csv = Papa.parse<Record<string, string>>(
      (
        await t.app.inject('/api/v1/projects/export.csv?subCounty=Makueni&state=ongoing,stalled')
      ).body.replace(/^\uFEFF/, ''),
      { header: true, skipEmptyLines: true },
    ).data;
    for (const record of r.body.result?.records ?? []) {
      const row = csv.find((c) => c.code === record.code);
      for (const c of PROJECT_COLUMNS)
        expect(record[c.header] === null ? '' : String(record[c.header]), c.header).toBe(
          row?.[c.header],
        );
    }
    const some = await call<Store>(
      'datastore_search',
      'resource_id=makueni-projects-csv&fields=code,budget&q=water&include_total=false&limit=3',
    );
    expect(Object.keys(some.body.result?.records[0] ?? {})).toEqual(['code', 'budget']);
    expect(some.body.result).not.toHaveProperty('total');

    const noId = await call('datastore_search');
    expect(noId.status).toBe(409);
    expect(noId.body.error).toEqual({ __type: 'Validation Error', resource_id: 'Missing value' });
    expect((await call('datastore_search', 'resource_id=other')).status).toBe(404);
    const badField = await call(
      'datastore_search',
      'resource_id=makueni-projects-csv&fields=code,secret',
    );
    expect(badField.status).toBe(409);
    expect(badField.body.error).toEqual({
      __type: 'Validation Error',
      fields: ['field "secret" not in resource'],
    });
    const badJson = await call(
      'datastore_search',
      'resource_id=makueni-projects-csv&filters={oops',
    );
    expect(badJson.body.error).toEqual({
      __type: 'Validation Error',
      filters: ['Cannot parse JSON'],
    });
    const badWard = await call(
      'datastore_search',
      `resource_id=makueni-projects-csv&filters=${encodeURIComponent('{"ward":"Atlantis"}')}`,
    );
    expect(badWard.status).toBe(409);
    expect(badWard.body.error?.__type).toBe('Validation Error');
  });

  it('answers 304 to a revalidation and lets other sites read it', async () => {
    const first = await t.app.inject({
      url: '/api/3/action/package_list',
      headers: { origin: 'https://x.org' },
    });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await t.app.inject({
      url: '/api/3/action/package_list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
