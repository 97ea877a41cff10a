import { describe, expect, it } from 'vitest';
import { pageRange } from './pagination-demos';

describe('the page range', () => {
  it('keeps the ends and the pages beside the current one, with gaps', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows that page instead.
    expect(pageRange(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageRange(10, 10, 0)).toEqual([1, 'gap', 10]);
  });
});
