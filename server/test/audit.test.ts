import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '@app/common';
import { recordAudit } from '../src/repositories/audit-repository.ts';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

describe.each(testBackends())('audit log on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let codes: string[];

  const get = async (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? bearer(token) : {} });
  const page = async (query: string) => {
    const res = await get(`/api/v1/audit${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return auditPageSchema.parse(res.json());
  };
  /** Every row, following nextCursor with pages of `limit`. */
  const all = async (limit: number) => {
    const rows: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const p = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      rows.push(...p.rows);
      cursor = p.nextCursor;
    } while (cursor);
    return rows;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      seedCount: 20,
      fresh: true,
      auth: testAuth,
      usageFlushMs: 0,
    });
    admin = await tokens.admin();
    codes = (
      await queryRows<{ code: string }>(
        t.database.db,
        sql`select code from projects order by code limit 3`,
      )
    ).map((r) => r.code);
    const editor = await tokens.editor();
    for (const [i, code] of codes.entries()) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/projects/${code}`,
        payload: { paid: i },
        headers: bearer(i === 2 ? admin : editor),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // What the account pages record, through the same helper.
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { sub: 'admin-1', issuer: testAuth.issuer, name: 'Test Admin', role: 'admin' },
        action: 'account.settings',
        target: 'admin@makueni.test',
        before: { language: 'en' },
        after: { language: 'sw' },
        details: { via: 'account settings page' },
      });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only: 401 without a token, 403 for an editor', async () => {
    for (const url of ['/api/v1/audit', '/api/v1/audit.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, await tokens.editor())).statusCode).toBe(403);
      expect((await get(url, await tokens.noRole())).statusCode).toBe(403);
    }
  });

  it('lists every write newest first with who, what, before and after', async () => {
    const { rows, nextCursor } = await page('');
    expect(nextCursor).toBeNull();
    expect(rows.map((r) => r.action)).toEqual([
      'account.settings',
      'project.update',
      'project.update',
      'project.update',
    ]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(rows[1]).toMatchObject({
      actor: { sub: 'admin-1', name: 'Test Admin', role: 'admin' },
      target: codes[2],
      after: { paid: 2 },
    });
    expect(rows[3]).toMatchObject({
      actor: { sub: 'editor-1', name: 'Test Editor', role: 'editor' },
      target: codes[0],
      after: { paid: 0 },
    });
    expect(Date.parse(rows[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const first = await page('?limit=3');
    expect(first.rows).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.rows).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    expect((await all(2)).map((r) => r.id)).toEqual(ids);
  });

  it('filters by actor, action, target and time', async () => {
    expect((await page('?action=project.update')).rows).toHaveLength(3);
    expect((await page('?actor=editor-1')).rows).toHaveLength(2);
    expect((await page('?actor=test%20adm')).rows).toHaveLength(2);
    expect((await page(`?target=${codes[1]}`)).rows.map((r) => r.target)).toEqual([codes[1]]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await page(`?from=${tomorrow}`)).rows).toEqual([]);
    expect((await page(`?to=${tomorrow}`)).rows).toHaveLength(4);
    expect((await page('?to=2020-01-01T00:00:00Z')).rows).toEqual([]);
  });

  it.each([
    ['?limit=500', 'limit'],
    ['?limit=0', 'limit'],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['?from=2026-02-30', 'from'],
    ['?from=2026-03-02&to=2026-03-01', 'from'],
    ['?action=' + 'x'.repeat(60), 'action'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const res = await get(`/api/v1/audit${query}`, admin);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message.split(':')[0]).toBe(field);
  });

  it('exports the same rows as CSV', async () => {
    const res = await get('/api/v1/audit.csv?action=account.settings', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(1);
    const [row] = parsed.data;
    expect(row).toMatchObject({
      actor_sub: 'admin-1',
      action: 'account.settings',
      target: 'admin@makueni.test',
    });
    expect(JSON.parse(row?.after ?? '')).toEqual({ language: 'sw' });
    const everything = await get('/api/v1/audit.csv', admin);
    expect(everything.body.trim().split('\r\n')).toHaveLength(5);
  });
});
