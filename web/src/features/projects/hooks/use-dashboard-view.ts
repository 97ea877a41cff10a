import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilterChange,
  DEFAULT_VIEW,
  parseView,
  toQueryString,
  type DashboardView,
} from '../lib/filters';

export interface DashboardViewControls {
  view: DashboardView;
  /** Changes part of the view; filter changes return to page 1. */
  update: (patch: Partial<DashboardView>, options?: { replace?: boolean }) => void;
  /** Back to all projects (keeps the page size). */
  reset: () => void;
}

/**
 * The dashboard's filters, sort and page, read from and written to the address.
 * `wardsOf` lets a sub-county change drop wards outside it.
 */
export function useDashboardView(
  wardsOf?: (subCounty: string) => readonly string[] | undefined,
): DashboardViewControls {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseView(params), [params]);

  const update = useCallback(
    (patch: Partial<DashboardView>, options?: { replace?: boolean }) => {
      const next = applyFilterChange(view, patch, wardsOf);
      setParams(new URLSearchParams(toQueryString(next)), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [view, wardsOf, setParams],
  );

  const reset = useCallback(() => {
    setParams(
      new URLSearchParams(toQueryString({ ...DEFAULT_VIEW, limit: view.limit, sort: view.sort })),
      {
        preventScrollReset: true,
      },
    );
  }, [setParams, view.limit, view.sort]);

  return { view, update, reset };
}
