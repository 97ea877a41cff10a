import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { testAuth } from './tokens.ts';

const ORIGIN = 'https://news.example.org';

describe('security and CORS headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ auth: testAuth, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/v1/audit.csv', '/api/v1/usage.csv', '/api/v1/audit', '/api/v1/usage'])(
    'grants no other site %s, nor its preflight',
    async (url) => {
      const get = await t.app.inject({ url, headers: { origin: ORIGIN } });
      expect(get.statusCode).toBe(401);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('still lets other sites read the open data', async () => {
    const res = await t.app.inject({ url: '/api/v1/meta', headers: { origin: ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends Strict-Transport-Security over HTTPS only', async () => {
    const plain = await t.app.inject('/api/v1/meta');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      url: '/api/v1/meta',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('turns off the browser features the portal does not use', async () => {
    for (const url of ['/api/v1/meta', '/no-such-page']) {
      const res = await t.app.inject(url);
      const policy = String(res.headers['permissions-policy'] ?? '');
      expect(policy, url).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('microphone=()');
    }
  });
});
