import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importRejectedSchema,
  importResultSchema,
  metaSchema,
  projectDetailSchema,
  projectsSummarySchema,
  type ProjectDetail,
} from '@app/common';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A multipart/form-data body holding one file. */
function upload(filename: string, content: string | Buffer, field = 'file') {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testBackends())('staff writes on %s', (backend) => {
  let t: TestApp;
  let good: Buffer;
  let bad: Buffer;

  const count = async (table = 'projects') =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]?.n ?? 0;
  const auditRows = async (action: string) =>
    queryRows<{
      actor_sub: string;
      actor_issuer: string;
      actor_name: string;
      actor_role: string;
      target: string | null;
      before: unknown;
      after: unknown;
      details: Record<string, unknown> | null;
    }>(t.database.db, sql`select * from audit_log where action = ${action} order by id`);
  const meta = async () => metaSchema.parse((await t.app.inject('/api/v1/meta')).json());
  const importFile = async (
    file: { payload: Buffer; headers: Record<string, string> },
    query = '',
    token?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/import${query}`,
      payload: file.payload,
      headers: { ...file.headers, ...(token ? bearer(token) : {}) },
    });
  const patch = async (
    code: string,
    body: unknown,
    token: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${encodeURIComponent(code)}`,
      payload: body as object,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  const detail = async (code: string) => {
    const res = await t.app.inject(`/api/v1/projects/${encodeURIComponent(code)}`);
    expect(res.statusCode, res.body).toBe(200);
    return { project: projectDetailSchema.parse(res.json()), etag: String(res.headers.etag) };
  };

  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      seedCount: 40,
      fresh: true,
      auth: testAuth,
      usageFlushMs: 0,
    });
    good = await fs.readFile(path.join(FIXTURES, 'projects-good.csv'));
    bad = await fs.readFile(path.join(FIXTURES, 'projects-bad.csv'));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('import', () => {
    it('refuses a caller without a token (401) or without a role (403), writing nothing', async () => {
      const before = await meta();
      const anonymous = await importFile(upload('projects.csv', good));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
      const viewer = await importFile(upload('projects.csv', good), '', await tokens.noRole());
      expect(viewer.statusCode).toBe(403);
      const forged = await importFile(
        upload('projects.csv', good),
        '',
        await tokens.badSignature(),
      );
      expect(forged.statusCode).toBe(401);
      expect(await count()).toBe(40);
      expect((await meta()).dataVersion).toBe(before.dataVersion);
      expect(await count('audit_log')).toBe(0);
    });

    it('rejects a bad file with the row report (422), writes zero rows and audits nothing', async () => {
      const before = await meta();
      const res = await importFile(upload('county.csv', bad), '', await tokens.editor());
      expect(res.statusCode, res.body).toBe(422);
      const body = importRejectedSchema.parse(res.json());
      expect(body.message).toMatch(/^county\.csv: rejected, nothing was written/);
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { row: 3, field: 'ward', message: 'unknown ward "Foo"' },
          { row: 5, field: 'progress', message: '150 is not between 0 and 100' },
          { row: 6, field: 'code', message: '"BAD-001" is repeated (first on row 2)' },
        ]),
      );
      expect(body.issueCount).toBe(body.issues.length);
      expect(await count()).toBe(40);
      expect((await t.app.inject('/api/v1/projects/BAD-001')).statusCode).toBe(404);
      expect((await meta()).dataVersion).toBe(before.dataVersion);
      expect(await auditRows('projects.import')).toEqual([]);
    });

    it('rejects a file that is not CSV or XLSX, and a body that is not multipart', async () => {
      const token = await tokens.editor();
      const exe = await importFile(upload('projects.exe', 'MZ'), '', token);
      expect(exe.statusCode).toBe(422);
      expect(importRejectedSchema.parse(exe.json()).issues).toEqual([
        { row: 1, field: 'file', message: 'unsupported file type ".exe": use .csv or .xlsx' },
      ]);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/import',
        payload: { file: 'x' },
        headers: bearer(token),
      });
      expect(json.statusCode).toBe(415);
      const wrongField = await importFile(upload('projects.csv', good, 'data'), '', token);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toMatch(/^file:/);
      expect(await count()).toBe(40);
    });

    it('checks a file without writing it on a dry run', async () => {
      const before = await meta();
      const res = await importFile(
        upload('projects.csv', good),
        '?dryRun=true',
        await tokens.editor(),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(importResultSchema.parse(res.json())).toEqual({
        imported: 5,
        total: 40,
        version: before.dataVersion,
        dryRun: true,
        notices: [],
      });
      expect(await count()).toBe(40);
      expect(await auditRows('projects.import')).toEqual([]);
    });

    it("imports an editor's file: rows, data version, ETags and totals follow, one audit row", async () => {
      const before = await meta();
      const summaryBefore = await t.app.inject('/api/v1/projects/summary');
      const totalsBefore = projectsSummarySchema.parse(summaryBefore.json()).totals;
      const res = await importFile(upload('county.csv', good), '', await tokens.editor());
      expect(res.statusCode, res.body).toBe(200);
      const result = importResultSchema.parse(res.json());
      expect(result).toMatchObject({ imported: 5, total: 45, dryRun: false });
      expect(result.version).not.toBe(before.dataVersion);
      expect(await count()).toBe(45);
      expect((await meta()).dataVersion).toBe(result.version);

      const summaryAfter = await t.app.inject({
        url: '/api/v1/projects/summary',
        headers: { 'if-none-match': String(summaryBefore.headers.etag) },
      });
      expect(summaryAfter.statusCode).toBe(200);
      expect(summaryAfter.headers.etag).not.toBe(summaryBefore.headers.etag);
      const totalsAfter = projectsSummarySchema.parse(summaryAfter.json()).totals;
      expect(totalsAfter.projects).toBe(totalsBefore.projects + 5);
      expect(totalsAfter.budget).toBe(
        totalsBefore.budget + 2_850_000 + 6_400_000 + 4_100_000 + 12_500_000 + 3_200_000,
      );
      // Search words of the new rows are known to the search.
      const found = await t.app.inject('/api/v1/projects?q=Kathonzweni%20classroom');
      expect(found.json().items.map((p: { code: string }) => p.code)).toContain('IMP-2024-001');

      const [row, ...more] = await auditRows('projects.import');
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        actor_sub: 'editor-1',
        actor_issuer: testAuth.issuer,
        actor_name: 'Test Editor',
        actor_role: 'editor',
        target: 'county.csv',
        before: null,
        after: { imported: 5, inserted: 5, updated: 0, total: 45, version: result.version },
      });
      expect(row?.details).toMatchObject({
        file: 'county.csv',
        bytes: good.length,
        dropSample: false,
      });
      expect(row?.details?.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 413 with a clear message for a file over the size limit, and writes nothing', async () => {
      const small: FastifyInstance = await buildApp({
        database: t.database,
        auth: testAuth,
        importMaxBytes: 300,
        usageFlushMs: 0,
      });
      try {
        const before = await count();
        const file = upload('big.csv', good);
        const tooBig = await small.inject({
          method: 'POST',
          url: '/api/v1/projects/import',
          payload: file.payload,
          headers: { ...file.headers, ...bearer(await tokens.admin()) },
        });
        expect(tooBig.statusCode, tooBig.body).toBe(413);
        expect(tooBig.json().message).toBe(
          'big.csv is larger than the 300 bytes an upload may have: split it, or import it on the server with npm run import',
        );
        expect(await count()).toBe(before);
      } finally {
        await small.close();
      }
    });
  });

  describe('edit', () => {
    let code: string;
    let original: ProjectDetail;

    beforeAll(async () => {
      // A seeded project with a contract sum, not stalled.
      const [row] = await queryRows<{ code: string }>(
        t.database.db,
        sql`select code from projects where is_sample and state = 'ongoing' and contract_sum > 0
            order by code limit 1`,
      );
      code = row?.code ?? '';
      original = (await detail(code)).project;
    });

    it('refuses a caller without a token (401) or without a role (403)', async () => {
      expect((await patch(code, { state: 'completed' }, undefined)).statusCode).toBe(401);
      expect((await patch(code, { state: 'completed' }, await tokens.noRole())).statusCode).toBe(
        403,
      );
      expect((await patch(code, { state: 'completed' }, await tokens.expired())).statusCode).toBe(
        401,
      );
      expect((await detail(code)).project.state).toBe(original.state);
    });

    it('stalls a project: state, reason, summary totals, ETag and updatedAt follow; audited', async () => {
      const { etag } = await detail(code);
      const summaryBefore = projectsSummarySchema.parse(
        (await t.app.inject('/api/v1/projects/summary')).json(),
      );
      const stalledBefore = summaryBefore.byState.find((s) => s.state === 'stalled')?.count ?? 0;
      const res = await patch(
        code,
        { state: 'stalled', stalledReason: 'Contractor left the site' },
        await tokens.editor(),
        { 'if-match': etag },
      );
      expect(res.statusCode, res.body).toBe(200);
      const project = projectDetailSchema.parse(res.json());
      expect(project).toMatchObject({
        code,
        state: 'stalled',
        stalledReason: 'Contractor left the site',
      });
      expect(res.headers.etag).not.toBe(etag);
      expect(Date.parse(project.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
      const again = await detail(code);
      expect(again.project.state).toBe('stalled');
      expect(again.etag).toBe(res.headers.etag);

      const summaryAfter = projectsSummarySchema.parse(
        (await t.app.inject('/api/v1/projects/summary')).json(),
      );
      expect(summaryAfter.byState.find((s) => s.state === 'stalled')?.count).toBe(
        stalledBefore + 1,
      );
      expect(summaryAfter.byState.find((s) => s.state === original.state)?.count).toBe(
        (summaryBefore.byState.find((s) => s.state === original.state)?.count ?? 0) - 1,
      );

      const rows = await auditRows('project.update');
      expect(rows.at(-1)).toMatchObject({
        actor_sub: 'editor-1',
        actor_role: 'editor',
        target: code,
        before: { state: original.state, stalledReason: null },
        after: { state: 'stalled', stalledReason: 'Contractor left the site' },
        details: { conditional: true },
      });
    });

    it('answers 412 for a stale If-Match and changes nothing', async () => {
      const { etag } = await detail(code);
      // Another edit moves the data on.
      const first = await patch(code, { paid: 1000 }, await tokens.admin(), { 'if-match': etag });
      expect(first.statusCode, first.body).toBe(200);
      const audited = (await auditRows('project.update')).length;
      const stale = await patch(code, { state: 'ongoing' }, await tokens.editor(), {
        'if-match': etag,
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().message).toMatch(/has changed since it was read/);
      const now = await detail(code);
      expect(now.project.state).toBe('stalled');
      expect(now.project.paid).toBe(1000);
      expect((await auditRows('project.update')).length).toBe(audited);
    });

    it('adds a progress reading: history, latest progress and the audit row follow', async () => {
      const res = await patch(
        code,
        { progress: { percent: 63, date: '2025-01-15', note: 'Walls up' } },
        await tokens.editor(),
      );
      expect(res.statusCode, res.body).toBe(200);
      const project = projectDetailSchema.parse(res.json());
      expect(project.progressReadings).toContainEqual({
        date: '2025-01-15',
        percent: 63,
        note: 'Walls up',
      });
      const newest = project.progressReadings.at(-1);
      expect(project.progress).toBe(newest?.percent);
      expect((await auditRows('project.update')).at(-1)).toMatchObject({
        details: { progressReading: { percent: 63, date: '2025-01-15', note: 'Walls up' } },
      });
      const today = await patch(code, { progress: { percent: 70 } }, await tokens.editor());
      expect(today.statusCode, today.body).toBe(200);
      expect(projectDetailSchema.parse(today.json()).progress).toBe(70);
    });

    it('leaving the stalled state clears the reason', async () => {
      const res = await patch(code, { state: 'ongoing' }, await tokens.editor());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ state: 'ongoing', stalledReason: null });
    });

    it.each([
      [{ state: 'stalled' }, 'stalledReason', /required when the state is stalled/],
      [{ stalledReason: 'No money' }, 'stalledReason', /kept only for a stalled project/],
      [{ state: 'finished' }, 'state', /./],
      [{ paid: 1e12 }, 'paid', /is more than the contract sum of KES/],
      [{ paid: -5 }, 'paid', /./],
      [{ paid: 10.5 }, 'paid', /whole shillings/],
      [{ progress: { percent: 101 } }, 'progress', /./],
      [{ progress: { percent: 50, date: '2999-01-01' } }, 'progress', /in the future/],
      [{ progress: { percent: 50, date: '2025-02-30' } }, 'progress', /not a valid date/],
      [{ budget: 5 }, 'body', /./],
      [{}, 'body', /at least one of/],
    ])('refuses %j with 400 naming %s', async (body, field, message) => {
      const before = await detail(code);
      const res = await patch(code, body, await tokens.editor());
      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json() as {
        message: string;
        issues?: Array<{ field: string; message: string }>;
      };
      expect(answer.issues?.[0]?.field ?? answer.message.split(':')[0]).toBe(field);
      expect(answer.message).toMatch(message);
      expect((await detail(code)).etag).toBe(before.etag);
    });

    it('answers 404 for an unknown code and 400 for a body that is not JSON', async () => {
      const missing = await patch('NO-SUCH-CODE', { state: 'completed' }, await tokens.editor());
      expect(missing.statusCode).toBe(404);
      const garbled = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/projects/${code}`,
        payload: '{"state":',
        headers: { 'content-type': 'application/json', ...bearer(await tokens.editor()) },
      });
      expect(garbled.statusCode).toBe(400);
    });
  });
});
