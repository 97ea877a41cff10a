import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const RechartsDemos = lazy(() => import('./recharts-demos'));

export default function RechartsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.recharts')}
      intro="Composable SVG charts built from React components (axes, grid, tooltip and series are children); the chart area takes keyboard focus and arrow keys move the tooltip. Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'recharts', href: 'https://recharts.github.io/' }}
    >
      <LazyDemos>
        <RechartsDemos />
      </LazyDemos>
    </DemoPage>
  );
}
