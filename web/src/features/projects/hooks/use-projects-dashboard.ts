import { useCallback, useMemo } from 'react';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useAppSelector } from '@/lib/store/hooks';
import { selectLayout } from '@/lib/store/layout-selectors';
import type { AppStore } from '@/lib/store/store';
import {
  PREFETCH,
  projectsApi,
  readyForQueries,
  useBoundaries,
  useGetMetaQuery,
  useGetProjectsQuery,
  useGetProjectsSummaryQuery,
} from '../api/projects-api';
import { filtersOf, parseView } from '../lib/filters';
import {
  selectFinancialYearOptions,
  selectProjectsState,
  type ProjectsSources,
} from '../store/select-projects-state';
import { useDashboardView } from './use-dashboard-view';

/**
 * Everything the Home dashboard shows: the URL view, the queries and the derived projects state.
 * The ward outlines (the largest answer) are fetched once `withBoundaries` is true, i.e. once the
 * map is about to be shown, so a phone's first screen does not wait behind them.
 */
export function useProjectsDashboard({ withBoundaries = true }: { withBoundaries?: boolean } = {}) {
  const meta = useGetMetaQuery();
  const metaData = meta.data;
  const wardsOf = useCallback(
    (subCounty: string) =>
      metaData?.subCounties
        .find((sc) => sc.name === subCounty || sc.code === subCounty)
        ?.wards.map((w) => w.name),
    [metaData],
  );
  const { view, update, reset } = useDashboardView(wardsOf);
  const filters = useMemo(
    () => filtersOf(view),
    // The view is rebuilt from the URL; these fields are the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.subCounty, view.ward, view.department, view.state, view.financialYear, view.q],
  );
  const summary = useGetProjectsSummaryQuery(filters);
  const projects = useGetProjectsQuery(view);
  const boundaries = useBoundaries({ skip: !withBoundaries });

  const isDesktop = useIsDesktop();
  const layout = useAppSelector(selectLayout);
  const horizontal = isDesktop && layout === 'horizontal';

  const sources: ProjectsSources = {
    horizontal,
    filters,
    meta: metaData,
    boundaries: boundaries.data,
    summary: summary.data,
    projectsPage: projects.data,
  };
  const state = selectProjectsState(sources);
  const financialYearOptions = selectFinancialYearOptions(sources);

  return {
    view,
    filters,
    update,
    reset,
    state,
    financialYearOptions,
    meta,
    summary,
    projects,
    boundaries,
  };
}

/**
 * Requests what the dashboard's first screen shows at the address `url` (metadata, summary, first
 * page of projects) with the very arguments useProjectsDashboard passes its queries, so they share
 * cache entries and nothing is fetched twice. Resolves once the answers are in.
 */
export async function prefetchDashboard(store: AppStore, url: URL): Promise<void> {
  const view = parseView(url.searchParams);
  readyForQueries(store);
  await Promise.all([
    store.dispatch(projectsApi.endpoints.getMeta.initiate(undefined, PREFETCH)),
    store.dispatch(projectsApi.endpoints.getProjectsSummary.initiate(filtersOf(view), PREFETCH)),
    store.dispatch(projectsApi.endpoints.getProjects.initiate(view, PREFETCH)),
  ]);
}
