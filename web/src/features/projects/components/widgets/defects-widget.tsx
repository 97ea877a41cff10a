import { useTranslation } from 'react-i18next';
import type { DefectsSummary } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import { BarList, ChartLegend } from '@/components/charts/bar-list';
import { SkeletonLines } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface DefectsWidgetProps {
  defects: DefectsSummary | null;
  query: WidgetQuery;
  fmt: Formatters;
}

/** Defects found on projects: open against fixed, by severity and by category. */
export function DefectsWidget({ defects, query, fmt }: DefectsWidgetProps) {
  const { t } = useTranslation('projects');
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('defects.title')}
      titleHelp={<TermLink term="defects" />}
      subtitle={t('defects.subtitle')}
      query={query}
      hasData={defects !== null}
      skeleton={<SkeletonLines lines={6} />}
      testId="widget-defects"
    >
      {defects ? (
        <>
          <dl className="defect-totals mb-3">
            <div>
              <dt>{t('defects.total')}</dt>
              <dd>{fmt.number(defects.total)}</dd>
            </div>
            <div>
              <dt>{t('defects.open')}</dt>
              <dd className="text-danger-emphasis">{fmt.number(defects.open)}</dd>
            </div>
            <div>
              <dt>{t('defects.fixed')}</dt>
              <dd className="text-success-emphasis">{fmt.number(defects.fixed)}</dd>
            </div>
          </dl>
          <p className="small text-body-secondary">
            {t('defects.projectsWith', {
              count: defects.projectsWithDefects,
              value: fmt.number(defects.projectsWithDefects),
            })}
          </p>
          <h3 className="h6 small text-uppercase text-body-secondary">{t('defects.bySeverity')}</h3>
          <ChartLegend
            items={[
              { key: 'open', label: t('defects.legendOpen'), color: 'var(--dash-bar-open)' },
              {
                key: 'fixed',
                label: t('defects.legendFixed'),
                color: 'var(--dash-bar-fixed)',
              },
            ]}
          />
          <BarList
            className="mb-3 bar-list-split"
            items={defects.bySeverity.map((s) => ({
              key: s.severity,
              label: t(`severity.${s.severity}`),
              value: s.count,
              part: s.open,
              valueText: t('defects.openOf', {
                open: fmt.number(s.open),
                count: fmt.number(s.count),
              }),
              color: 'var(--dash-bar-fixed)',
              partColor: 'var(--dash-bar-open)',
            }))}
          />
          <h3 className="h6 small text-uppercase text-body-secondary">{t('defects.byCategory')}</h3>
          <BarList
            className="bar-list-columns"
            items={[...defects.byCategory]
              .sort((a, b) => b.count - a.count)
              .map((c) => ({
                key: c.category,
                label: t(`category.${c.category}`),
                value: c.count,
                valueText: fmt.number(c.count),
                color: 'var(--dash-bar-category)',
              }))}
          />
        </>
      ) : null}
    </Widget>
  );
}
