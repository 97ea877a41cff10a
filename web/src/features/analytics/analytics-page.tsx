import { Download, Eye, FileDown, Search, Server } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { UsageAnswer, UsageCount, UsageDay } from '@app/common/staff';
import { LineChart } from '@/components/charts/line-chart';
import { AccessState, accessStatus } from '@/components/access-state';
import { ScrollTable } from '@/components/scroll-table';
import { SkeletonBlock } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { staffErrorMessage, staffErrorStatus } from '@/lib/api/staff-api';
import type { Formatters } from '@/lib/format';
import type { BarItem } from '@/components/charts/bar-list';
import { useDownloadUsageCsvMutation, useGetUsageQuery } from './api/usage-api';
import { UsageList } from './components/usage-list';
import {
  fillDays,
  niceMax,
  RANGE_PRESETS,
  readRange,
  todayUtc,
  type RangeChoice,
} from './lib/usage-range';

const SERIES = ['pageViews', 'apiCalls', 'downloads', 'searches'] as const;
type Series = (typeof SERIES)[number];
const SERIES_ICONS = { pageViews: Eye, apiCalls: Server, downloads: FileDown, searches: Search };

const bars = (counts: readonly UsageCount[], fmt: Formatters, label?: (key: string) => ReactNode) =>
  counts.slice(0, 10).map<BarItem>((c) => ({
    key: c.key,
    label: label ? label(c.key) : <span className="font-monospace small text-break">{c.key}</span>,
    value: c.count,
    valueText: fmt.number(c.count),
  }));

function Figures({ data, from, to }: { data: UsageAnswer; from: string; to: string }) {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  const [series, setSeries] = useState<Series>('pageViews');
  const days: UsageDay[] = fillDays(data.daily, from, to);
  const peak = Math.max(0, ...days.map((d) => d[series]));
  const nothing = SERIES.every((s) => data.totals[s] === 0);

  return (
    <>
      <div className="row g-3 mb-3">
        {SERIES.map((s) => {
          const Icon = SERIES_ICONS[s];
          return (
            <div key={s} className="col-6 col-lg-3">
              <div className="card h-100">
                <div className="card-body d-flex align-items-center gap-3">
                  <span
                    className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis flex-shrink-0"
                    style={{ width: 40, height: 40 }}
                    aria-hidden="true"
                  >
                    <Icon size={18} />
                  </span>
                  <div>
                    <p className="h4 mb-0" data-testid={`usage-total-${s}`}>
                      {fmt.number(data.totals[s])}
                    </p>
                    <p className="small text-body-secondary mb-0">{t(`analytics.series.${s}`)}</p>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {nothing ? (
        <div className="alert alert-info" role="status">
          {t('analytics.empty')}
        </div>
      ) : null}

      <section className="card mb-3" aria-labelledby="usage-daily-title">
        <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 id="usage-daily-title" className="h6 mb-0">
            {t('analytics.daily', { series: t(`analytics.series.${series}`) })}
          </h2>
          <div
            className="btn-group btn-group-sm"
            role="group"
            aria-label={t('analytics.seriesPick')}
          >
            {SERIES.map((s) => (
              <button
                key={s}
                type="button"
                className={`btn ${s === series ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={s === series}
                onClick={() => setSeries(s)}
              >
                {t(`analytics.series.${s}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="card-body">
          {days.length > 0 ? (
            <LineChart
              points={days.map((d) => ({ date: d.day, value: d[series] }))}
              max={niceMax(peak)}
              label={t('analytics.chartLabel', {
                series: t(`analytics.series.${series}`),
                from: fmt.date(from),
                to: fmt.date(to),
                peak: fmt.number(peak),
              })}
              formatDate={fmt.dateShort}
              formatValue={(v) => fmt.number(v)}
            />
          ) : null}
          <details className="mt-2">
            <summary className="small">{t('analytics.dailyTable')}</summary>
            <ScrollTable label={t('analytics.dailyTable')}>
              <table className="table table-sm mb-0 mt-2">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.day')}</th>
                    {SERIES.map((s) => (
                      <th key={s} scope="col" className="text-end">
                        {t(`analytics.series.${s}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.day}>
                      <td className="text-nowrap">{fmt.date(d.day)}</td>
                      {SERIES.map((s) => (
                        <td key={s} className="text-end">
                          {fmt.number(d[s])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </details>
        </div>
      </section>

      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <UsageList title={t('analytics.pages')} items={bars(data.pages, fmt)} />
        </div>
        <div className="col-12 col-lg-6">
          <UsageList
            title={t('analytics.projects')}
            items={data.projects.slice(0, 10).map((p) => ({
              key: p.code,
              label: (
                <Link to={`/projects/${encodeURIComponent(p.code)}`}>
                  {p.title} <span className="font-monospace small">({p.code})</span>
                </Link>
              ),
              value: p.count,
              valueText: fmt.number(p.count),
            }))}
          />
        </div>
        <div className="col-12 col-lg-6">
          <UsageList title={t('analytics.api')} items={bars(data.api, fmt)} />
        </div>
        <div className="col-12 col-lg-3">
          <UsageList
            title={t('analytics.downloads')}
            items={bars(data.downloads, fmt, (k) => k.toUpperCase())}
          />
        </div>
        <div className="col-12 col-lg-3">
          <UsageList
            title={t('analytics.searches')}
            items={bars(data.searches, fmt, (k) => `“${k}”`)}
          />
        </div>
      </div>
    </>
  );
}

/** The portal's own usage (admins): counted by the server without cookies or addresses. */
export default function AnalyticsPage() {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayUtc());
  const range = readRange(params, today);
  const usage = useGetUsageQuery({ from: range.from, to: range.to }, { skip: range.invalid });
  const [download, downloadState] = useDownloadUsageCsvMutation();
  const access = accessStatus(staffErrorStatus(usage.error));

  const choose = (choice: RangeChoice) => {
    if (choice === 'custom') {
      setParams({ range: 'custom', from: range.from, to: range.to }, { replace: true });
    } else setParams({ range: choice }, { replace: true });
  };
  const setCustom = (key: 'from' | 'to', value: string) =>
    setParams({ range: 'custom', from: range.from, to: range.to, [key]: value }, { replace: true });

  let body: ReactNode;
  if (range.invalid) body = null;
  else if (access)
    body = (
      <div className="card">
        <div className="card-body">
          <AccessState status={access} forbiddenBody={t('analytics.forbiddenBody')} />
        </div>
      </div>
    );
  else if (usage.error && !usage.isFetching) {
    body = (
      <div className="card">
        <div className="card-body">
          <ErrorState
            title={t('analytics.failed')}
            message={staffErrorMessage(usage.error) ?? undefined}
            onRetry={() => void usage.refetch()}
          />
        </div>
      </div>
    );
  } else if (!usage.data) {
    body = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('analytics.loading')}</span>
        <div className="row g-3 mb-3">
          {SERIES.map((s) => (
            <div key={s} className="col-6 col-lg-3">
              <SkeletonBlock height={72} />
            </div>
          ))}
        </div>
        <SkeletonBlock height={240} />
      </div>
    );
  } else body = <Figures data={usage.data} from={range.from} to={range.to} />;

  return (
    <section aria-labelledby="analytics-title">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <div>
          <h1 id="analytics-title" className="h3 mb-1">
            {t('common:menu.analytics')}
          </h1>
          <p className="text-body-secondary mb-0">
            {t('analytics.intro', { from: fmt.date(range.from), to: fmt.date(range.to) })}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          disabled={range.invalid || downloadState.isLoading || !usage.data}
          onClick={() => void download({ from: range.from, to: range.to })}
        >
          {downloadState.isLoading ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Download size={14} aria-hidden="true" />
          )}
          {t('analytics.export')}
        </button>
      </div>
      {downloadState.isError ? (
        <p className="text-danger small" role="alert">
          {t('analytics.exportFailed')}
        </p>
      ) : null}

      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="btn-group btn-group-sm" role="group" aria-label={t('analytics.range')}>
          {[...RANGE_PRESETS, 'custom' as const].map((choice) => (
            <button
              key={choice}
              type="button"
              className={`btn ${range.choice === choice ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={range.choice === choice}
              onClick={() => choose(choice)}
            >
              {t(`analytics.presets.${choice}`)}
            </button>
          ))}
        </div>
        {range.choice === 'custom' ? (
          <>
            <div>
              <label htmlFor="usage-from" className="form-label small mb-0">
                {t('analytics.from')}
              </label>
              <input
                id="usage-from"
                type="date"
                className="form-control form-control-sm"
                value={range.from}
                max={today}
                onChange={(e) => setCustom('from', e.target.value)}
              />
            </div>
            <div>
              <label htmlFor="usage-to" className="form-label small mb-0">
                {t('analytics.to')}
              </label>
              <input
                id="usage-to"
                type="date"
                className={`form-control form-control-sm ${range.invalid ? 'is-invalid' : ''}`}
                value={range.to}
                max={today}
                aria-invalid={range.invalid || undefined}
                aria-describedby={range.invalid ? 'usage-range-error' : undefined}
                onChange={(e) => setCustom('to', e.target.value)}
              />
            </div>
          </>
        ) : null}
      </div>
      {range.invalid ? (
        <p id="usage-range-error" className="text-danger small" role="alert">
          {t('analytics.rangeInvalid')}
        </p>
      ) : null}
      {body}
    </section>
  );
}
