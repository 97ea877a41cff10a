import { describe, expect, it } from 'vitest';
import { fillDays, niceMax, presetRange, readRange } from './usage-range';

const TODAY = '2025-03-10';

describe('usage ranges', () => {
  it('reads presets and custom ranges from the address', () => {
    expect(readRange(new URLSearchParams(''), TODAY)).toEqual({
      choice: '30d',
      from: '2025-02-09',
      to: TODAY,
      invalid: false,
    });
    expect(readRange(new URLSearchParams('range=7d'), TODAY).from).toBe('2025-03-04');
    expect(presetRange('365d', TODAY).from).toBe('2024-03-11');
    expect(readRange(new URLSearchParams('range=bogus'), TODAY).choice).toBe('30d');
    expect(
      readRange(new URLSearchParams('range=custom&from=2025-01-01&to=2025-01-31'), TODAY),
    ).toEqual({ choice: 'custom', from: '2025-01-01', to: '2025-01-31', invalid: false });
    expect(
      readRange(new URLSearchParams('range=custom&from=2025-02-01&to=2025-01-31'), TODAY).invalid,
    ).toBe(true);
    expect(
      readRange(new URLSearchParams('range=custom&from=2025-02-30&to=2025-03-01'), TODAY).invalid,
    ).toBe(true);
  });

  it('fills the days without counts with zeros', () => {
    const days = fillDays(
      [{ day: '2025-03-02', pageViews: 5, apiCalls: 1, downloads: 0, searches: 2 }],
      '2025-03-01',
      '2025-03-03',
    );
    expect(days.map((d) => [d.day, d.pageViews])).toEqual([
      ['2025-03-01', 0],
      ['2025-03-02', 5],
      ['2025-03-03', 0],
    ]);
  });

  it('rounds the chart axis up to a readable number', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(230)).toBe(250);
    expect(niceMax(4100)).toBe(5000);
  });
});
