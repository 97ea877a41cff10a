import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const ChartjsDemos = lazy(() => import('./chartjs-demos'));

export default function ChartjsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.chartJs')}
      intro="Canvas charts from Chart.js with only the controllers these demos use registered (tree shaken). Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'react-chartjs-2', href: 'https://react-chartjs-2.js.org/' }}
    >
      <LazyDemos>
        <ChartjsDemos />
      </LazyDemos>
    </DemoPage>
  );
}
