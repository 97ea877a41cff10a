import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsPageSchema } from '@app/common';
import { versionsSchema, projectHistorySchema } from '../../src/routes/api/v1/history/index.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';
import { bearer, tokens } from '../tokens.ts';
import { testAuth } from '../tokens.ts';

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: { '@_href': string; '@_rel': string };
  category: { '@_term': string };
  summary: string;
}
interface AtomFeed {
  feed: {
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    link: Array<{ '@_rel': string; '@_href': string }>;
    /** Always a list: the parser is told so. */
    entry?: AtomEntry[];
  };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });

describe.each(testBackends())('history, versions and the Atom feed on %s', (backend) => {
  let t: TestApp;
  let code = '';
  let ward = '';

  const feed = async (query = '') => {
    const res = await t.app.inject(`/feeds/projects.atom${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    return parser.parse(res.body) as AtomFeed;
  };

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 40, fresh: true, auth: testAuth });
    const list = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?state=ongoing&limit=1')).json(),
    );
    code = list.items[0]?.code ?? '';
    ward = list.items[0]?.ward ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a state change made through the staff edit appears in the feed, the history and the versions', async () => {
    const before = await feed();
    expect(before.feed.author.name).toBe('County Government of Makueni');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${encodeURIComponent(code)}`,
      payload: { state: 'stalled', stalledReason: 'Contractor left the site' },
      headers: bearer(await tokens.editor()),
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await feed(`?ward=${encodeURIComponent(ward)}`);
    const entries = after.feed.entry ?? [];
    const change = entries.find((e) => e.category['@_term'] === 'state-change');
    expect(change).toBeDefined();
    expect(change?.title).toMatch(/now stalled$/);
    expect(change?.summary).toMatch(/from ongoing to stalled\. Reason: Contractor left the site\./);
    expect(change?.link['@_href']).toBe(`http://localhost:80/projects/${encodeURIComponent(code)}`);
    expect(after.feed.title).toBe(`Makueni County projects: ${ward} ward`);
    // Every entry of a ward's feed is about a project in that ward.
    for (const e of entries) expect(e.summary).toContain(`${ward} ward`);

    const history = projectHistorySchema.parse(
      (await t.app.inject(`/api/v1/projects/${encodeURIComponent(code)}/history`)).json(),
    );
    expect(history.entries[0]).toMatchObject({
      kind: 'edit',
      role: 'editor',
      changes: [
        { field: 'state', before: 'ongoing', after: 'stalled' },
        { field: 'stalledReason', before: null, after: 'Contractor left the site' },
      ],
    });
    const raw = JSON.stringify(history);
    expect(raw).not.toMatch(/Test Editor|editor@makueni|editor-1/);

    const versions = versionsSchema.parse((await t.app.inject('/api/v1/versions')).json());
    expect(versions.versions[0]).toMatchObject({
      kind: 'edit',
      role: 'editor',
      rows: 1,
      project: code,
      changed: ['state', 'stalledReason'],
    });
    expect(JSON.stringify(versions)).not.toMatch(/Test Editor|editor@makueni|editor-1/);
  });

  it('a department feed holds only that department, and a bad filter is a 400', async () => {
    const list = projectsPageSchema.parse((await t.app.inject('/api/v1/projects?limit=1')).json());
    const department = list.items[0]?.department ?? '';
    const result = await feed(`?department=${list.items[0]?.departmentId ?? ''}`);
    const entries = result.feed.entry ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e.summary).toContain(department);
    expect((await t.app.inject('/feeds/projects.atom?ward=Atlantis')).statusCode).toBe(400);
  });

  it('history of an unknown project is 404; feeds and history revalidate with 304', async () => {
    expect((await t.app.inject('/api/v1/projects/NOPE-1/history')).statusCode).toBe(404);
    const first = await t.app.inject({
      url: '/feeds/projects.atom',
      headers: { origin: 'https://x.org' },
    });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await t.app.inject({
      url: '/feeds/projects.atom',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
