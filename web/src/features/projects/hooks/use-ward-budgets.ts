import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { projectsApi } from '../api/projects-api';
import { toQueryString, type ProjectFiltersView } from '../lib/filters';

export interface WardBudgets {
  /** Budget per ward name, for the filters without the ward filter. */
  budgets: ReadonlyMap<string, number> | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * Budget per ward for the map's "budget" colouring. The summary reports counts per ward (facets)
 * but money only by state and department, so this asks for the summary of each ward that can
 * have projects (the wards of the chosen sub-counties, or all). It runs only while the map is
 * coloured by budget, and the answers stay cached.
 */
export function useWardBudgets(
  filters: ProjectFiltersView,
  wards: readonly string[],
  enabled: boolean,
): WardBudgets {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; budgets: Map<string, number> | null; failed: boolean } | null>(
    null,
  );
  const base: ProjectFiltersView = { ...filters, ward: [] };
  const key = `${toQueryString(base)}#${wards.join('|')}#${attempt}`;

  useEffect(() => {
    if (!enabled || wards.length === 0) return;
    let active = true;
    const requests = wards.map((ward) =>
      dispatch(projectsApi.endpoints.getProjectsTotals.initiate({ ...base, ward: [ward] }, { forceRefetch: false })),
    );
    void Promise.all(
      requests.map((r, i) =>
        r.unwrap().then(
          (totals) => [wards[i] ?? '', totals.budget] as const,
          () => null,
        ),
      ),
    ).then((entries) => {
      if (!active) return;
      const failed = entries.some((e) => e === null);
      const budgets = new Map(entries.filter((e): e is readonly [string, number] => e !== null));
      setResult({ key, budgets, failed });
    });
    return () => {
      active = false;
      requests.forEach((r) => r.unsubscribe());
    };
    // `key` stands for the filters, the wards and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, dispatch]);

  const current = result?.key === key ? result : null;
  return {
    budgets: current?.budgets ?? null,
    isLoading: enabled && current === null,
    isError: current?.failed ?? false,
    retry: () => setAttempt((a) => a + 1),
  };
}
