import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';

const KEYS = [
  'subCounty',
  'ward',
  'department',
  'state',
  'financialYear',
  'q',
  'sort',
  'page',
  'limit',
  'level',
  'x',
];
const INTERESTING = [
  'Wote',
  '0424',
  'Makueni',
  '086',
  'health',
  'Finance, Planning, Budget and Revenue',
  'ongoing',
  '2023/24',
  '2023-24',
  '-budget',
  'title',
  '0',
  '-1',
  '101',
  '99999999999999999999',
  '1e3',
  '',
  ',',
  ',,,',
  '%',
  '%25',
  '%E0%A4%A',
  '_',
  '\\',
  "'; drop table projects; --",
  'Kĩlungu',
  '🙂',
  'a'.repeat(500),
  '[]',
  '{}',
  'null',
];

const value = fc.oneof(
  fc.constantFrom(...INTERESTING),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer({ min: -1e6, max: 1e9 }).map(String),
);

/** Raw or percent-encoded key=value pairs, sometimes malformed. */
const pair = fc
  .tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), value, fc.boolean())
  .map(([k, v, raw]) =>
    raw ? `${k}=${v.replace(/[#\s&]/g, '')}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  );

const queryString = fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));

const PATHS = [
  '/api/v1/projects',
  '/api/v1/projects/summary',
  '/api/v1/projects/export.json',
  '/api/v1/projects/export.csv',
  '/api/v1/boundaries',
  '/api/v1/meta',
];

describe.each(testBackends())('random query strings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never produce a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), queryString, async (path, query) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode, `${path}?${query} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode === 400) {
          const body = res.json() as { message: string };
          expect(body.message).toMatch(/^[A-Za-z]+: /);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('never produce a server error for random project codes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 120 }), async (code) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${encodeURIComponent(code)}`,
        });
        expect(res.statusCode, code).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
