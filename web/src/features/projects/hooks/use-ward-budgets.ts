import { useMemo } from 'react';
import { useGetProjectsSummaryQuery } from '../api/projects-api';
import type { ProjectFiltersView } from '../lib/filters';

export interface WardBudgets {
  /** Budget per ward name, for the filters without the ward filter. */
  budgets: ReadonlyMap<string, number> | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * Budget per ward for the map's "budget" colouring, from the summary's `byWard` section. The
 * server leaves the ward filter out of that section (as it does for the ward facet), so this is
 * the dashboard's own summary request: one answer for every ward, shared with the other widgets.
 * Nothing is requested while the map is coloured by count.
 */
export function useWardBudgets(filters: ProjectFiltersView, enabled: boolean): WardBudgets {
  const query = useGetProjectsSummaryQuery(filters, { skip: !enabled });
  const byWard = query.currentData?.byWard;
  const budgets = useMemo(
    () => (byWard ? new Map(byWard.map((w) => [w.ward, w.budget])) : null),
    [byWard],
  );
  const { refetch } = query;
  return {
    budgets,
    isLoading: enabled && budgets === null && !query.isError,
    isError: enabled && query.isError,
    retry: () => void refetch(),
  };
}
