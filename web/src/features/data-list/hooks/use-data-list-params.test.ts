import { describe, expect, it } from 'vitest';
import { readParams, toQuery } from './use-data-list-params';

describe('the data list’s address', () => {
  it('reads page, size, search, filters and order', () => {
    const p = readParams(
      new URLSearchParams('page=3&perPage=20&q=lamp&category=Audio&status=pending&sort=priceAsc'),
    );
    expect(p).toEqual({
      page: 3,
      perPage: 20,
      q: 'lamp',
      category: 'Audio',
      status: 'pending',
      order: 'priceAsc',
    });
    expect(toQuery(p)).toEqual({
      page: 3,
      perPage: 20,
      q: 'lamp',
      category: 'Audio',
      status: 'pending',
      sort: 'price',
      dir: 'asc',
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    const p = readParams(new URLSearchParams('page=-2&perPage=7&category=Toys&status=x&sort=y'));
    expect(p).toEqual({ page: 1, perPage: 10, q: '', category: '', status: '', order: 'newest' });
    expect(toQuery(p)).toEqual({ page: 1, perPage: 10, sort: 'id', dir: 'desc' });
  });
});
