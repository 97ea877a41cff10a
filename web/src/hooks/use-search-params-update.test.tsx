import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from './use-search-params-update';

function setup(initial = '/users') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: useSearchParamsUpdate(), location: useLocation() }), {
    wrapper,
  });
}

const setting = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

describe('useSearchParamsUpdate', () => {
  it('keeps both of two changes made before the next render', () => {
    const { result } = setup('/users?page=2');
    const update = result.current.params[1];
    act(() => {
      update(setting('role', 'staff'));
      update(setting('status', 'active'));
    });
    const search = result.current.params[0];
    expect(search.get('role')).toBe('staff');
    expect(search.get('status')).toBe('active');
    expect(search.get('page')).toBe('2');
  });

  it('builds on the newest address from an update made by an earlier render', () => {
    const { result } = setup();
    const early = result.current.params[1];
    act(() => result.current.params[1](setting('role', 'admin')));
    act(() => early(setting('q', 'mwende')));
    expect(result.current.location.search).toBe('?role=admin&q=mwende');
  });
});
