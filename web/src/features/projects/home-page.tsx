import './projects.scss';
import { memo, useCallback, useContext, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProjectSort,
  ProjectState,
  ProjectsPage,
  ProjectsSummary,
} from '@app/common/projects';
import { DashboardFilters } from './components/dashboard-filters';
import { DataNotice } from './components/data-notice';
import { DeferredWidget } from '@/components/widget/deferred-widget';
import { ExportLinks } from './components/export-links';
import { ErrorState, EmptyState } from '@/components/status-messages';
import { DefectsWidget } from './components/widgets/defects-widget';
import { DepartmentStatsWidget } from './components/widgets/department-stats-widget';
import { FinancialReportWidget } from './components/widgets/financial-report-widget';
import { FinancialSummaryWidget } from './components/widgets/financial-summary-widget';
import { InvolvementWidget } from './components/widgets/involvement-widget';
import { PrioritiesWidget } from './components/widgets/priorities-widget';
import { ProjectsTableWidget } from './components/widgets/projects-table-widget';
import { StatusCards } from './components/widgets/status-cards';
import { WardsMapWidget } from './components/widgets/wards-map-widget';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useFormatters } from '@/hooks/use-formatters';
import type { Formatters } from '@/lib/format';
import { useProjectsDashboard } from './hooks/use-projects-dashboard';
import { useReturnToProject } from './hooks/use-return-to-project';
import { feedHref, FollowLink } from './components/follow-link';
import { selectWardsOptions } from './store/select-projects-state';
import { filtersOf, toQueryString } from './lib/filters';
import { PageSlotsContext } from '@/lib/page-slots';

interface QueryStatus {
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

function useQueryStatus(q: Omit<QueryStatus, 'error'> & { error?: unknown }): QueryStatus {
  const { isLoading, isFetching, error, refetch } = q;
  return useMemo(
    () => ({ isLoading, isFetching, error, refetch }),
    [isLoading, isFetching, error, refetch],
  );
}

type Dashboard = ReturnType<typeof useProjectsDashboard>;

/** What the widgets show: one value, so it can be handed over as a deferred (background) update. */
interface WidgetsData {
  state: Dashboard['state'];
  view: Dashboard['view'];
  filters: Dashboard['filters'];
  summary: ProjectsSummary | undefined;
  page: ProjectsPage | undefined;
  allWards: ReturnType<typeof selectWardsOptions>;
  summaryQuery: QueryStatus;
  projectsQuery: QueryStatus;
  boundariesQuery: QueryStatus;
}

interface WidgetsActions {
  toggleState: (s: ProjectState) => void;
  selectWard: (ward: string, subCounty: string) => void;
  selectDepartment: (id: string) => void;
  update: Dashboard['update'];
  reset: Dashboard['reset'];
  /** The map is about to be shown: fetch the ward outlines. */
  wantBoundaries: () => void;
}

/** Home: the public projects-monitoring dashboard. */
export default function HomePage() {
  const { t } = useTranslation('projects');
  const fmt = useFormatters();
  const [mapWanted, setMapWanted] = useState(false);
  const wantBoundaries = useCallback(() => setMapWanted(true), []);
  const d = useProjectsDashboard({ withBoundaries: mapWanted });
  // Back from a project opened in the list: the list is built at once and the project shown.
  const isReturning = useReturnToProject() !== null;
  const { state, view, update, reset } = d;
  const summary = d.summary.data;
  const hasSummary = summary !== undefined;

  const summaryQuery = useQueryStatus(d.summary);
  const projectsQuery = useQueryStatus(d.projects);
  const boundariesQuery = useQueryStatus(d.boundaries);

  // Every ward of the county (not only the chosen sub-counties) for the map and its list.
  const metaData = d.meta.data;
  const boundariesData = d.boundaries.data;
  const page = d.projects.data;
  const allWards = useMemo(
    () =>
      selectWardsOptions({
        horizontal: state.horizontal,
        filters: { ...view, subCounty: [] },
        meta: metaData,
        boundaries: boundariesData,
        summary,
        projectsPage: page,
      }),
    // The other fields of the view do not change the list of wards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.horizontal, view.ward, metaData, boundariesData, summary, page],
  );

  const toggleState = useCallback(
    (s: ProjectState) =>
      update({
        state: view.state.includes(s) ? view.state.filter((x) => x !== s) : [...view.state, s],
      }),
    [update, view.state],
  );
  const selectWard = useCallback(
    (ward: string, subCounty: string) => {
      const isOnly = view.ward.length === 1 && view.ward[0] === ward;
      if (isOnly) update({ ward: [] });
      else update({ ward: [ward], subCounty: subCounty ? [subCounty] : view.subCounty });
    },
    [update, view.ward, view.subCounty],
  );
  const selectDepartment = useCallback(
    (id: string) =>
      update({ department: view.department.length === 1 && view.department[0] === id ? [] : [id] }),
    [update, view.department],
  );
  const actions = useMemo<WidgetsActions>(
    () => ({ toggleState, selectWard, selectDepartment, update, reset, wantBoundaries }),
    [toggleState, selectWard, selectDepartment, update, reset, wantBoundaries],
  );

  const filters = d.filters;
  const data = useMemo<WidgetsData>(
    () => ({
      state,
      view,
      filters,
      summary,
      page,
      allWards,
      summaryQuery,
      projectsQuery,
      boundariesQuery,
    }),
    [state, view, filters, summary, page, allWards, summaryQuery, projectsQuery, boundariesQuery],
  );
  // The header and filters answer at once; the widgets re-render in the background, in short
  // slices, so a phone stays responsive while a new answer is laid out.
  const deferred = useDeferredValue(data);

  const isEmpty = hasSummary && summary.totals.projects === 0;
  const metaFailed = d.meta.isError && !d.meta.data;

  return (
    <div
      className={`projects-dashboard ${state.horizontal ? 'is-horizontal' : ''}`}
      aria-busy={state.loading}
      data-testid="projects-dashboard"
    >
      <header className="dash-header mb-3">
        <div className="min-w-0">
          <h1 className="h3 mb-1">{t('home.title')}</h1>
          <p className="text-body-secondary mb-2">
            {t('home.subtitle', { county: d.meta.data?.county.name ?? 'Makueni' })}
          </p>
          <DataNotice meta={d.meta.data} fmt={fmt} />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <div data-tour="downloads">
            <ExportLinks filters={d.filters} />
          </div>
          <FollowLink href={feedHref(d.filters)} title={t('home.title')} />
          <a
            className="btn btn-sm btn-outline-secondary"
            href="/api/docs"
            target="_blank"
            rel="noopener"
            data-tour="api"
          >
            {t('home.api')}
          </a>
        </div>
      </header>

      {metaFailed ? (
        <div className="card mb-4">
          <div className="card-body">
            <ErrorState
              title={t('error.title')}
              message={queryErrorMessage(d.meta.error)}
              onRetry={() => void d.meta.refetch()}
            />
          </div>
        </div>
      ) : null}

      <div data-tour="filters">
        <DashboardFilters
          view={view}
          state={state}
          financialYearOptions={d.financialYearOptions}
          total={hasSummary ? state.totalProjects : null}
          onChange={update}
          onReset={reset}
          fmt={fmt}
        />
      </div>

      {isEmpty ? (
        <div className="card mb-4">
          <div className="card-body">
            <EmptyState
              message={t('empty.title')}
              actionLabel={t('filters.reset')}
              onAction={reset}
            />
          </div>
        </div>
      ) : null}

      {/* While newer data waits for its background render, the widgets say they are busy. */}
      <div aria-busy={deferred !== data || undefined}>
        <DashboardWidgets data={deferred} actions={actions} fmt={fmt} isReturning={isReturning} />
      </div>
    </div>
  );
}

const DashboardWidgets = memo(function DashboardWidgets({
  data,
  actions,
  fmt,
  isReturning,
}: {
  data: WidgetsData;
  actions: WidgetsActions;
  fmt: Formatters;
  /** Back from a project opened in the list: build the list at once. */
  isReturning: boolean;
}) {
  const {
    state,
    view,
    filters,
    summary,
    page,
    allWards,
    summaryQuery,
    projectsQuery,
    boundariesQuery,
  } = data;
  const { toggleState, selectWard, selectDepartment, update, reset, wantBoundaries } = actions;
  const { dashboardFeedback: FeedbackFigures } = useContext(PageSlotsContext);
  const hasSummary = summary !== undefined;
  // A search with very many matches is counted by the list only up to a cap ("gte"); the
  // summary, for the same filters, counted them all, so the table's pages come from it.
  const tableTotal =
    page?.totalRelation === 'gte' && hasSummary ? state.totalProjects : (page?.total ?? 0);
  return (
    <div className="row g-4">
      <div className="col-12">
        <StatusCards
          total={state.totalProjectsStatus}
          byState={state.projectsStatus}
          currentState={state.currentState}
          onToggleState={toggleState}
          query={summaryQuery}
          fmt={fmt}
        />
      </div>
      <div className="col-12 col-xl-7" data-tour="map">
        <DeferredWidget minHeight="36rem">
          <WardsMapWidget
            boundaries={state.allBoundaries}
            boundariesQuery={boundariesQuery}
            wardFacet={summary?.facets.ward}
            allWards={allWards}
            filters={filters}
            onSelectWard={selectWard}
            onShown={wantBoundaries}
            fmt={fmt}
          />
        </DeferredWidget>
      </div>
      <div className="col-12 col-xl-5">
        <DeferredWidget minHeight="36rem">
          <div className="d-flex flex-column gap-4 h-100">
            <FinancialSummaryWidget
              summary={state.financialSummary}
              query={summaryQuery}
              fmt={fmt}
            />
            <InvolvementWidget
              involvement={state.involvement}
              totalProjects={state.totalProjects}
              query={summaryQuery}
              fmt={fmt}
            />
          </div>
        </DeferredWidget>
      </div>
      <div className="col-12">
        <DeferredWidget minHeight="30rem">
          <DepartmentStatsWidget
            stats={state.departmentStats}
            hasData={hasSummary}
            currentDepartment={state.currentDepartment}
            onSelectDepartment={selectDepartment}
            query={summaryQuery}
            fmt={fmt}
          />
        </DeferredWidget>
      </div>
      <div className="col-12 col-lg-6">
        <DeferredWidget minHeight="22rem">
          <PrioritiesWidget
            priorities={state.priorities}
            hasData={hasSummary}
            query={summaryQuery}
            fmt={fmt}
          />
        </DeferredWidget>
      </div>
      <div className="col-12 col-lg-6">
        <DeferredWidget minHeight="22rem">
          <DefectsWidget defects={state.defects} query={summaryQuery} fmt={fmt} />
        </DeferredWidget>
      </div>
      <div className="col-12">
        <DeferredWidget minHeight="50rem" eager={isReturning}>
          <ProjectsTableWidget
            projects={state.projects}
            total={tableTotal}
            page={page?.page ?? view.page}
            pages={page ? Math.ceil(tableTotal / page.limit) : 0}
            limit={page?.limit ?? view.limit}
            sort={view.sort}
            hasData={page !== undefined}
            onSort={(sort: ProjectSort) => update({ sort })}
            onPage={(p) => update({ page: p })}
            onLimit={(limit) => update({ limit })}
            onReset={reset}
            query={projectsQuery}
            fmt={fmt}
          />
        </DeferredWidget>
      </div>
      <div className="col-12">
        <DeferredWidget minHeight="40rem">
          <FinancialReportWidget
            rows={state.financialReport}
            hasData={hasSummary}
            query={summaryQuery}
            fmt={fmt}
          />
        </DeferredWidget>
      </div>
      {FeedbackFigures ? (
        <div className="col-12">
          <DeferredWidget minHeight="20rem">
            <FeedbackFigures query={toQueryString(filtersOf(view))} />
          </DeferredWidget>
        </div>
      ) : null}
    </div>
  );
});
