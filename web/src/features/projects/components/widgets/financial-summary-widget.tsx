import { useTranslation } from 'react-i18next';
import type { FinancialSummary } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import { DonutChart } from '@/components/charts/donut-chart';
import { SkeletonStats } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface FinancialSummaryWidgetProps {
  summary: FinancialSummary | null;
  query: WidgetQuery;
  fmt: Formatters;
}

/** Budget, contract sum, paid, balance and absorption of the filtered projects. */
export function FinancialSummaryWidget({ summary, query, fmt }: FinancialSummaryWidgetProps) {
  const { t } = useTranslation('projects');
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('finance.title')}
      titleHelp={<TermLink term="absorption" />}
      subtitle={t('finance.subtitle')}
      query={query}
      hasData={summary !== null}
      skeleton={<SkeletonStats count={6} />}
      testId="widget-finance"
    >
      {summary ? (
        <div className="d-flex flex-wrap align-items-center gap-4">
          <DonutChart
            segments={[
              {
                key: 'paid',
                label: t('money.paid'),
                value: summary.paid,
                color: 'var(--bs-success)',
              },
              {
                key: 'balance',
                label: t('money.balance'),
                value: Math.max(0, summary.balance),
                color: 'var(--bs-warning-border-subtle)',
              },
            ]}
            label={t('finance.donutLabel', {
              absorption: fmt.percent(summary.absorption),
              paid: fmt.moneyCompact(summary.paid),
              budget: fmt.moneyCompact(summary.budget),
            })}
            centerValue={fmt.percent(summary.absorption)}
            centerLabel={t('money.absorbed')}
          />
          <dl className="finance-list flex-grow-1 mb-0">
            <div>
              <dt>{t('money.budget')}</dt>
              <dd>{fmt.moneyCompact(summary.budget)}</dd>
            </div>
            <div>
              <dt>{t('money.contractSum')}</dt>
              <dd>{fmt.moneyCompact(summary.contractSum)}</dd>
            </div>
            <div>
              <dt className="legend-item">
                <span
                  className="chart-legend-swatch"
                  style={{ background: 'var(--bs-success)' }}
                  aria-hidden="true"
                />
                {t('money.paid')}
              </dt>
              <dd>{fmt.moneyCompact(summary.paid)}</dd>
            </div>
            <div>
              <dt className="legend-item">
                <span
                  className="chart-legend-swatch"
                  style={{ background: 'var(--bs-warning-border-subtle)' }}
                  aria-hidden="true"
                />
                {t('money.balance')}
              </dt>
              <dd>{fmt.moneyCompact(summary.balance)}</dd>
            </div>
            <div>
              <dt>{t('money.absorption')}</dt>
              <dd>{fmt.percent(summary.absorption)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Widget>
  );
}
