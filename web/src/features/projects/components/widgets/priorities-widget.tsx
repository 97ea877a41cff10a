import { useTranslation } from 'react-i18next';
import type { PrioritySummary } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import { BarList, ChartLegend } from '@/components/charts/bar-list';
import { SkeletonLines } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface PrioritiesWidgetProps {
  priorities: readonly PrioritySummary[];
  hasData: boolean;
  query: WidgetQuery;
  fmt: Formatters;
}

/** How projects follow the citizens' ranking of priorities (1 = highest), and how many are done. */
export function PrioritiesWidget({ priorities, hasData, query, fmt }: PrioritiesWidgetProps) {
  const { t } = useTranslation('projects');
  const items = priorities.map((p) => ({
    key: String(p.rank ?? 'none'),
    label: p.rank === null ? t('priorities.unranked') : t('priorities.rank', { rank: p.rank }),
    value: p.count,
    part: p.completed,
    valueText: t('priorities.value', {
      count: p.count,
      value: fmt.number(p.count),
      completed: fmt.number(p.completed),
      budget: fmt.moneyCompact(p.budget),
    }),
    color: 'var(--dash-bar-all)',
    partColor: 'var(--dash-bar-completed)',
  }));
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('priorities.title')}
      titleHelp={<TermLink term="priorities" />}
      subtitle={t('priorities.subtitle')}
      query={query}
      hasData={hasData}
      skeleton={<SkeletonLines lines={6} />}
      testId="widget-priorities"
    >
      <ChartLegend
        items={[
          { key: 'all', label: t('priorities.legendAll'), color: 'var(--dash-bar-all)' },
          {
            key: 'done',
            label: t('priorities.legendCompleted'),
            color: 'var(--dash-bar-completed)',
          },
        ]}
      />
      <BarList className="bar-list-split" items={items} />
    </Widget>
  );
}
