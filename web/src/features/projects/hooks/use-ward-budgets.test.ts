import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { useGetProjectsSummaryQuery } from '../api/projects-api';
import { EMPTY_FILTERS, type ProjectFiltersView } from '../lib/filters';
import { summary } from '../testing/fixtures';
import { type ApiHandler, setupApiTests, stubApi } from '../testing/render';
import { useWardBudgets } from './use-ward-budgets';

const filters: ProjectFiltersView = { ...EMPTY_FILTERS, ward: ['Wote'], state: ['ongoing'] };

const answers: ApiHandler = (url) =>
  url.pathname === '/api/v1/projects/summary' ? { body: summary() } : undefined;

function wrapper() {
  const store = makeStore();
  return ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
}

const summaryCalls = (calls: URL[]) =>
  calls.filter((u) => u.pathname === '/api/v1/projects/summary');

describe('useWardBudgets', () => {
  setupApiTests();

  it('asks nothing while the map is coloured by count', () => {
    const { calls } = stubApi(answers);
    const { result } = renderHook(() => useWardBudgets(filters, false), { wrapper: wrapper() });
    expect(result.current).toMatchObject({ budgets: null, isLoading: false, isError: false });
    expect(summaryCalls(calls)).toHaveLength(0);
  });

  it('reads every ward from one summary answer (its byWard section)', async () => {
    const { calls } = stubApi(answers);
    const { result } = renderHook(() => useWardBudgets(filters, true), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.budgets).not.toBeNull());
    expect([...(result.current.budgets ?? [])]).toEqual([
      ['Wote', 5_000_000],
      ['Mbitini', 2_000_000],
      ['Kee', 9_000_000],
    ]);
    expect(result.current).toMatchObject({ isLoading: false, isError: false });
    const requested = summaryCalls(calls);
    expect(requested).toHaveLength(1);
    expect(requested[0]?.search).toBe('?ward=Wote&state=ongoing');
  });

  it("shares the dashboard's summary request", async () => {
    const { calls } = stubApi(answers);
    const { result } = renderHook(
      () => ({
        dashboard: useGetProjectsSummaryQuery(filters),
        map: useWardBudgets(filters, true),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.map.budgets?.get('Kee')).toBe(9_000_000));
    expect(result.current.dashboard.data?.byWard).toHaveLength(3);
    expect(summaryCalls(calls)).toHaveLength(1);
  });

  it('reports a failure and asks again on retry', async () => {
    let fail = true;
    const { calls } = stubApi((url) =>
      fail && url.pathname === '/api/v1/projects/summary'
        ? {
            status: 500,
            body: {
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'Internal server error',
            },
          }
        : answers(url),
    );
    const { result } = renderHook(() => useWardBudgets(filters, true), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isLoading).toBe(false);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.budgets?.get('Wote')).toBe(5_000_000));
    expect(result.current.isError).toBe(false);
    expect(summaryCalls(calls)).toHaveLength(2);
  });
});
