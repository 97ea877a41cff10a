import { useTranslation } from 'react-i18next';
import type { FeedbackFigures } from '@app/common/feedback';
import { Widget } from '@/components/widget/widget';
import { SkeletonLines } from '@/components/skeletons';
import { ScrollTable } from '@/components/scroll-table';
import { useFormatters } from '@/hooks/use-formatters';
import { useGetFeedbackFiguresQuery } from './api/feedback-api';

function Breakdown({ title, rows }: { title: string; rows: FeedbackFigures['byWard'] }) {
  const { t } = useTranslation('feedback');
  const fmt = useFormatters();
  if (rows.length === 0) return null;
  return (
    <ScrollTable label={title}>
      <table className="table table-sm mb-0 dash-table">
        <caption className="caption-top">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col" className="text-end">
              {t('figures.received')}
            </th>
            <th scope="col" className="text-end">
              {t('figures.published')}
            </th>
            <th scope="col" className="text-end">
              {t('figures.answered')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 10).map((r) => (
            <tr key={r.key}>
              <th scope="row" className="fw-normal text-wrap">
                {r.name}
              </th>
              <td className="text-end">{fmt.number(r.received)}</td>
              <td className="text-end">{fmt.number(r.published)}</td>
              <td className="text-end">{fmt.number(r.answered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** How the county answers residents, for the dashboard's filters (`query`, no "?"). */
export default function DashboardFigures({ query }: { query: string }) {
  const { t } = useTranslation('feedback');
  const fmt = useFormatters();
  const figures = useGetFeedbackFiguresQuery(query ? `?${query}` : '');
  const f = figures.data;
  const days = (v: number | null) => (v === null ? '–' : t('figures.days', { count: v }));
  const tiles: [string, string, string][] = f
    ? [
        ['received', t('figures.received'), fmt.number(f.received)],
        ['published', t('figures.published'), fmt.number(f.published)],
        ['answered', t('figures.answered'), fmt.number(f.answered)],
        ['median', t('figures.median'), days(f.medianDaysToAnswer)],
        ['oldest', t('figures.oldest'), days(f.oldestUnansweredDays)],
      ]
    : [];
  return (
    <Widget
      title={t('figures.title')}
      errorTitle={t('figures.error')}
      subtitle={t('figures.subtitle')}
      query={figures}
      hasData={f !== undefined}
      skeleton={<SkeletonLines lines={4} />}
      testId="feedback-figures"
    >
      <dl className="row g-2 mb-3">
        {tiles.map(([key, label, value]) => (
          <div key={key} className="col-6 col-md">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="h5 mb-0" data-testid={`feedback-figure-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {f ? (
        <div className="row g-3">
          <div className="col-12 col-lg-6">
            <Breakdown title={t('figures.byWard')} rows={f.byWard} />
          </div>
          <div className="col-12 col-lg-6">
            <Breakdown title={t('figures.byDepartment')} rows={f.byDepartment} />
          </div>
        </div>
      ) : null}
    </Widget>
  );
}
