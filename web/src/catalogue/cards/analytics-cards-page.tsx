import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { AnalyticsAbsorption } from './analytics/analytics-absorption';
import absorptionSource from './analytics/analytics-absorption.tsx?raw';
import { AnalyticsBudgets } from './analytics/analytics-budgets';
import budgetsSource from './analytics/analytics-budgets.tsx?raw';
import { AnalyticsStates } from './analytics/analytics-states';
import statesSource from './analytics/analytics-states.tsx?raw';
import { AnalyticsTrend } from './analytics/analytics-trend';
import trendSource from './analytics/analytics-trend.tsx?raw';

export default function AnalyticsCardsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.analyticsCards')}
      intro="Cards with a small chart: the portal's own light SVG and HTML charts (components/charts) and Bootstrap progress bars, so the page loads no chart library. Figures are sample values."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/cards',
      }}
    >
      <Demo id="states" title="Shares (donut)" source={statesSource}>
        <AnalyticsStates />
      </Demo>
      <Demo id="budgets" title="Comparison (bars)" source={budgetsSource}>
        <AnalyticsBudgets />
      </Demo>
      <Demo id="trend" title="Over time (line)" source={trendSource}>
        <AnalyticsTrend />
      </Demo>
      <Demo id="absorption" title="Parts of a whole (stacked progress)" source={absorptionSource}>
        <AnalyticsAbsorption />
      </Demo>
    </DemoPage>
  );
}
