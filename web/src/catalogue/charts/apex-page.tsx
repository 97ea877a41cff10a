import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const ApexDemos = lazy(() => import('./apex-demos'));

export default function ApexPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.apexCharts')}
      intro="SVG charts with animations, tooltips and legends. Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'react-apexcharts', href: 'https://apexcharts.com/docs/react-charts/' }}
    >
      <LazyDemos>
        <ApexDemos />
      </LazyDemos>
    </DemoPage>
  );
}
