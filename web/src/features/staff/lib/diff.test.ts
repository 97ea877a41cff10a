import { describe, expect, it } from 'vitest';
import { diffValues, showValue } from './diff';

describe('audit diff', () => {
  it('lists changed fields first, nested ones by dotted path', () => {
    const rows = diffValues(
      { state: 'ongoing', paid: 100, progress: { percent: 40, date: '2025-01-01' }, title: 'A' },
      { state: 'stalled', paid: 100, progress: { percent: 55, date: '2025-01-01' }, title: 'A' },
    );
    expect(rows.map((r) => [r.path, r.changed])).toEqual([
      ['state', true],
      ['progress.percent', true],
      ['paid', false],
      ['progress.date', false],
      ['title', false],
    ]);
  });

  it('handles a missing side and plain values', () => {
    expect(diffValues(null, { paid: 5 })).toEqual([
      { path: 'paid', before: undefined, after: 5, changed: true },
    ]);
    expect(diffValues(1, 2)).toEqual([{ path: '', before: 1, after: 2, changed: true }]);
    expect(showValue('x')).toBe('x');
    expect(showValue([1, 2])).toBe('[1,2]');
    expect(showValue(undefined)).toBe('');
  });
});
