import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDetailSchema, projectsPageSchema } from '@app/common';
import { queryRows } from '../../src/db/client.ts';
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

// htmlEntities: numeric character references (&#39;) are read as XML readers read them.
/** A multipart/form-data body holding one file. */
function upload(filename: string, content: string) {
  const boundary = `----history-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  htmlEntities: true,
  isArray: (name) => name === 'entry',
});

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

  it('changes a staff import made are in the project’s history, by role only', async () => {
    const list = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?state=ongoing&limit=10')).json(),
    );
    const target = list.items.find((p) => p.code !== code);
    const other = list.items.find((p) => p.code !== code && p.code !== target?.code);
    if (!target || !other) throw new Error('the sample has too few ongoing projects');
    const detail = projectDetailSchema.parse(
      (await t.app.inject(`/api/v1/projects/${encodeURIComponent(target.code)}`)).json(),
    );
    const otherDetail = projectDetailSchema.parse(
      (await t.app.inject(`/api/v1/projects/${encodeURIComponent(other.code)}`)).json(),
    );
    const historyOf = async (c: string) =>
      projectHistorySchema.parse(
        (await t.app.inject(`/api/v1/projects/${encodeURIComponent(c)}/history`)).json(),
      );
    const otherBefore = await historyOf(other.code);
    const row = (p: typeof detail, state: string, budget: number, contractor: string) =>
      [
        p.code,
        `"${p.title}"`,
        p.departmentId,
        p.ward,
        state,
        p.financialYear,
        budget,
        `"${p.fundingSource}"`,
        contractor,
      ].join(',');
    const csv = [
      'code,title,department,ward,state,financial_year,budget,funding_source,contractor',
      // Completed, with a larger budget and a new contractor.
      row(detail, 'completed', detail.budget + 250_000, 'Mbooni Builders Ltd'),
      // Exactly as stored: untouched, so not in its history.
      row(otherDetail, otherDetail.state, otherDetail.budget, otherDetail.contractor ?? ''),
      // A new project.
      `HIST-NEW-1,"Kasikeu dispensary maternity wing",${detail.departmentId},${detail.ward},planned,${detail.financialYear},4200000,"${detail.fundingSource}",`,
    ].join('\n');
    const file = upload('quarterly-update.csv', `${csv}\n`);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(await tokens.admin()) },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const versions = versionsSchema.parse((await t.app.inject('/api/v1/versions')).json());
    const batch = versions.versions[0];
    expect(batch).toMatchObject({ kind: 'import', role: 'admin', inserted: 1, updated: 2 });
    // What the import changed in any project: the new project's fields and the edited ones.
    expect(batch?.changed).toEqual(
      expect.arrayContaining(['title', 'ward', 'state', 'budget', 'contractor']),
    );
    expect(batch?.changed).not.toContain('projects');

    const history = await historyOf(target.code);
    expect(history.entries[0]).toEqual({
      version: batch?.version,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      kind: 'import',
      role: 'admin',
      changes: [
        { field: 'state', before: 'ongoing', after: 'completed' },
        { field: 'budget', before: detail.budget, after: detail.budget + 250_000 },
        { field: 'contractor', before: detail.contractor, after: 'Mbooni Builders Ltd' },
      ].filter((c) => c.before !== c.after),
    });
    // The untouched project's history did not change.
    expect(await historyOf(other.code)).toEqual(otherBefore);
    // The new project: added through the import, every field it has from none.
    const added = await historyOf('HIST-NEW-1');
    expect(added.entries).toHaveLength(1);
    expect(added.entries[0]).toMatchObject({
      kind: 'import',
      role: 'admin',
      version: batch?.version,
    });
    expect(added.entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: null, after: 'Kasikeu dispensary maternity wing' },
        { field: 'ward', before: null, after: detail.ward },
        { field: 'state', before: null, after: 'planned' },
        { field: 'budget', before: null, after: 4_200_000 },
      ]),
    );
    expect(added.entries[0]?.changes.every((c) => c.before === null && c.after !== null)).toBe(
      true,
    );
    // Never who, nor the file.
    for (const c of [target.code, 'HIST-NEW-1']) {
      const raw = (await t.app.inject(`/api/v1/projects/${encodeURIComponent(c)}/history`)).body;
      expect(raw).not.toMatch(/Test Admin|admin@makueni|admin-1|quarterly-update/);
    }
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

  it('an official reply to published feedback appears in the feed, with no contact details', async () => {
    const PHONE = '0733 202 118';
    const EMAIL = 'kioko.private@example.org';
    const list = projectsPageSchema.parse(
      (await t.app.inject(`/api/v1/projects?ward=${encodeURIComponent(ward)}&limit=100`)).json(),
    );
    const project = list.items.find((p) => p.code === code);
    // Two items from residents on the project, waiting for moderation: one signed with the name
    // the resident chose to show, one without; and a third the county hides.
    const ids = await queryRows<{ id: number; ref: string }>(
      t.database.db,
      sql`insert into feedback_items (ref, token_hash, project_code, project_title, ward_id,
            sub_county_id, department_id, financial_year, kind, message, display_name,
            contact_phone, contact_email)
          select v.ref, v.ref || '-token', p.code, p.title, p.ward_id, w.sub_county_id,
            p.department_id, p.financial_year, v.kind, v.message, v.name, ${PHONE}, ${EMAIL}
          from (values ('FB-FEED0001', 'question', 'When will the works resume?', 'Kioko'),
                       ('FB-FEED0002', 'complaint', 'The site is left open at night.', null),
                       ('FB-FEED0003', 'complaint', 'Hidden words.', 'Hidden Name'))
            as v(ref, kind, message, name)
          cross join projects p join wards w on w.id = p.ward_id
          where p.code = ${code}
          returning id, ref`,
    );
    const editor = bearer(await tokens.editor());
    const act = (ref: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/feedback/${ids.find((i) => i.ref === ref)?.id ?? 0}/actions`,
        headers: editor,
        payload,
      });
    const before = await t.app.inject('/feeds/projects.atom');
    for (const [ref, body] of [
      ['FB-FEED0001', 'Works resume on Monday once the culvert is in.'],
      ['FB-FEED0002', 'The contractor will fence the site this week.'],
    ] as const) {
      const replied = await act(ref, { action: 'reply', body, role: 'Ward works officer' });
      expect(replied.statusCode, replied.body).toBe(200);
    }
    // A reply the county then hides with its item is no longer public.
    expect(
      (await act('FB-FEED0003', { action: 'reply', body: 'Hidden reply.', role: 'Officer' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await act('FB-FEED0003', { action: 'hide', reason: 'Personal details' })).statusCode,
    ).toBe(200);

    // A new version: the old feed is not answered 304.
    const revalidated = await t.app.inject({
      url: '/feeds/projects.atom',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);

    const page = `http://localhost:80/projects/${encodeURIComponent(code)}`;
    for (const query of [
      `?ward=${encodeURIComponent(ward)}`,
      `?department=${project?.departmentId ?? ''}`,
      '',
    ]) {
      const result = await feed(query);
      const replies = (result.feed.entry ?? []).filter(
        (e) => e.category['@_term'] === 'official-reply',
      );
      expect(replies, query).toHaveLength(2);
      for (const e of replies) expect(e.link['@_href']).toBe(page);
      const named = replies.find((e) => e.summary.includes('Works resume on Monday'));
      expect(named?.title).toBe(`${project?.title ?? ''}: the county replied to a question`);
      expect(named?.summary).toBe(
        `Ward works officer replied to Kioko's question on ${project?.title ?? ''} (${code}, ${ward} ward, ${project?.department ?? ''}): Works resume on Monday once the culvert is in.`,
      );
      const anonymous = replies.find((e) => e.summary.includes('fence the site'));
      expect(anonymous?.summary).toMatch(
        /^Ward works officer replied to a resident's complaint on /,
      );
      const raw = (await t.app.inject(`/feeds/projects.atom${query}`)).body;
      for (const secret of [PHONE, EMAIL, 'Hidden', 'FB-FEED', '-token', 'Test Editor', 'editor-1'])
        expect(raw, `${query} ${secret}`).not.toContain(secret);
    }
    // Another ward's and another department's feeds do not carry them.
    const other = projectsPageSchema
      .parse((await t.app.inject('/api/v1/projects?limit=100')).json())
      .items.find((p) => p.ward !== ward && p.departmentId !== project?.departmentId);
    for (const query of [
      `?ward=${encodeURIComponent(other?.ward ?? '')}`,
      `?department=${other?.departmentId ?? ''}`,
    ]) {
      const entries = (await feed(query)).feed.entry ?? [];
      expect(
        entries.filter((e) => e.category['@_term'] === 'official-reply'),
        query,
      ).toEqual([]);
    }
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
