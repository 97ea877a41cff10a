import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readParams, toQuery, useDataListParams, withChanges } from './use-data-list-params';

function renderParams(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [address] }, children);
  return renderHook(() => ({ ...useDataListParams(), search: useLocation().search }), {
    wrapper,
  });
}

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

  it('goes back to the first page on any change but the page, and leaves defaults out', () => {
    const search = new URLSearchParams('page=4&category=Audio');
    expect(withChanges(search, { status: 'pending' }).toString()).toBe(
      'category=Audio&status=pending',
    );
    expect(withChanges(search, { page: 5 }).toString()).toBe('page=5&category=Audio');
    expect(withChanges(search, { category: '', perPage: 10 }).toString()).toBe('');
  });

  it('applies an update from an older render to the newest address', () => {
    const { result } = renderParams('/data-list/list-view?q=lamp');
    // The search box's timer holds the update of the render it started in...
    const fromOldRender = result.current.update;
    act(() => result.current.update({ category: 'Audio' }));
    expect(result.current.search).toBe('?q=lamp&category=Audio');
    // ...and its search must not undo the category chosen meanwhile.
    act(() => fromOldRender({ q: 'desk' }));
    expect(result.current.search).toBe('?q=desk&category=Audio');
    expect(result.current.update).toBe(fromOldRender);
  });

  it('builds two updates before a render on each other', () => {
    const { result } = renderParams('/data-list/list-view?page=3');
    act(() => {
      result.current.update({ status: 'delivered' });
      result.current.update({ order: 'priceAsc' });
    });
    expect(result.current.params).toMatchObject({
      page: 1,
      status: 'delivered',
      order: 'priceAsc',
    });
  });
});
