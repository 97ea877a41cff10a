import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and puts gaps around the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
  });

  it('keeps the same length near either end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('never leaves a gap for a single page', () => {
    for (let current = 1; current <= 12; current += 1) {
      const slots = pageWindow(current, 12);
      slots.forEach((slot, i) => {
        if (typeof slot === 'number') return;
        const before = slots[i - 1] as number;
        const after = slots[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
      expect(slots).toContain(current);
    }
  });

  it('clamps a page out of range and handles no pages', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('narrows to the current page alone with no siblings', () => {
    expect(pageWindow(1, 49, 0)).toEqual([1, 2, 3, 'gap-end', 49]);
    expect(pageWindow(10, 49, 0)).toEqual([1, 'gap-start', 10, 'gap-end', 49]);
    expect(pageWindow(49, 49, 0)).toEqual([1, 'gap-start', 47, 48, 49]);
  });

  it('widens with more siblings', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });
});
