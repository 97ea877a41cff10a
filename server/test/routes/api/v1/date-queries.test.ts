import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@app/common';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';
import { bearer, testAuth, tokens } from '../../../tokens.ts';

const IMPOSSIBLE_DAYS = [
  '0000-00-00',
  '2026-00-10',
  '2026-13-01',
  '2026-01-00',
  '2026-01-32',
  '2026-02-30',
  '0001-01-01',
  '0000-01-01',
  '9999-12-31',
];

describe.each(testBackends())('dates in the usage and audit queries on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...admin, ...headers } });

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 10, fresh: true, auth: testAuth });
    admin = bearer(await tokens.admin());
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/v1/usage', '/api/v1/usage.csv', '/api/v1/audit', '/api/v1/audit.csv'])(
    '%s answers 400 naming the field for a day that does not exist or is out of range',
    async (path) => {
      for (const field of ['from', 'to']) {
        for (const day of IMPOSSIBLE_DAYS) {
          const res = await get(`${path}?${field}=${day}`);
          expect(res.statusCode, `${field}=${day}: ${res.body}`).toBe(400);
          const body = apiErrorSchema.parse(res.json());
          expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
        }
      }
    },
  );

  it('answers 400 for a timestamp on a day that does not exist', async () => {
    for (const at of ['2026-02-30T10:00:00Z', '0001-01-01T00:00:00Z', '2026-13-01T00:00:00Z']) {
      const res = await get(`/api/v1/audit?from=${encodeURIComponent(at)}`);
      expect(res.statusCode, `${at}: ${res.body}`).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/^from: /);
    }
    const ok = await get(`/api/v1/audit?from=${encodeURIComponent('2026-02-28T10:00:00+03:00')}`);
    expect(ok.statusCode).toBe(200);
  });

  it('gzips /audit.csv and /usage.csv whole, and a refusal is a plain 400', async () => {
    for (const path of ['/api/v1/audit.csv', '/api/v1/usage.csv']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toMatch(/^\uFEFF(id|day),/);
      const bad = await get(`${path}?from=0001-01-01`, { 'accept-encoding': 'gzip' });
      expect(bad.statusCode).toBe(400);
      const text =
        bad.headers['content-encoding'] === 'gzip'
          ? gunzipSync(bad.rawPayload).toString('utf8')
          : bad.body;
      expect(apiErrorSchema.parse(JSON.parse(text)).message).toMatch(/^from: /);
    }
  });
});
