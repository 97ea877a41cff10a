import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

describe('paginate', () => {
  it('cuts one page, counting from 1, and shows the last page for one past the end', () => {
    const items = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(paginate(items, 2, 25)).toMatchObject({ page: 2, pages: 3, first: 26, last: 50 });
    expect(paginate(items, 9, 25)).toMatchObject({ page: 3, first: 51, last: 60 });
    expect(paginate([], 1, 25)).toMatchObject({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});
