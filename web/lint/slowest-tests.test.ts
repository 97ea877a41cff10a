// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript script of the repository, without type declarations
import { summary, testsOf } from '../../scripts/slowest-tests.mjs';

/** A Playwright JSON report in miniature: two files, a describe block, one retried timeout. */
const report = {
  stats: { duration: 65_000 },
  suites: [
    {
      title: 'shell/layout.spec.ts',
      specs: [
        {
          title: 'fast',
          file: 'shell/layout.spec.ts',
          line: 3,
          tests: [{ status: 'expected', results: [{ duration: 1_000, status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'every page (light)',
          specs: [
            {
              title: '/analytics',
              file: 'shell/layout.spec.ts',
              line: 9,
              tests: [
                {
                  status: 'flaky',
                  results: [
                    { duration: 90_000, status: 'timedOut' },
                    { duration: 5_000, status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'auth/pages.spec.ts',
      specs: [
        {
          title: 'signs in',
          file: 'auth/pages.spec.ts',
          line: 12,
          tests: [{ status: 'expected', results: [{ duration: 20_000, status: 'passed' }] }],
        },
      ],
    },
  ],
};

describe('the slowest-tests summary', () => {
  it('reads every test with its describe titles and the time of all its tries', () => {
    expect(testsOf(report)).toEqual([
      expect.objectContaining({ title: 'fast', ms: 1_000, tries: 1 }),
      expect.objectContaining({
        title: 'every page (light) › /analytics',
        file: 'shell/layout.spec.ts:9',
        ms: 95_000,
        tries: 2,
        timedOut: true,
      }),
      expect.objectContaining({ title: 'signs in', ms: 20_000 }),
    ]);
  });

  it('lists the slowest first and names retries and timeouts', () => {
    const lines = summary(report, 2);
    expect(lines[0]).toBe('e2e: 3 tests, 65.0 s wall, 116.0 s summed over the workers');
    expect(lines[1]).toBe('e2e: the 2 slowest:');
    expect(lines[2]).toContain('95.0 s  every page (light) › /analytics');
    expect(lines[2]).toContain('(2 tries)');
    expect(lines[3]).toContain('20.0 s  signs in');
    expect(lines).toContain('e2e: 1 retried (each try runs in full)');
    expect(lines).toContain('e2e: 1 timed out, each waiting its whole timeout:');
  });
});
