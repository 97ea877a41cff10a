import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ChartjsArea } from './chartjs/chartjs-area';
import areaSource from './chartjs/chartjs-area.tsx?raw';
import { ChartjsDoughnut } from './chartjs/chartjs-doughnut';
import donutSource from './chartjs/chartjs-doughnut.tsx?raw';
import { ChartjsHorizontalBar } from './chartjs/chartjs-horizontal-bar';
import horizontalSource from './chartjs/chartjs-horizontal-bar.tsx?raw';
import { ChartjsLine } from './chartjs/chartjs-line';
import lineSource from './chartjs/chartjs-line.tsx?raw';
import { ChartjsMixed } from './chartjs/chartjs-mixed';
import mixedSource from './chartjs/chartjs-mixed.tsx?raw';
import { ChartjsRadar } from './chartjs/chartjs-radar';
import radarSource from './chartjs/chartjs-radar.tsx?raw';
import { ChartjsScatter } from './chartjs/chartjs-scatter';
import scatterSource from './chartjs/chartjs-scatter.tsx?raw';
import { ChartjsStackedBar } from './chartjs/chartjs-stacked-bar';
import stackedSource from './chartjs/chartjs-stacked-bar.tsx?raw';
import './charts.scss';

export default function ChartjsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.chartJs')}
      intro="Canvas charts from Chart.js with only the controllers these demos use registered (tree shaken). Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'react-chartjs-2', href: 'https://react-chartjs-2.js.org/' }}
    >
      <div className="chart-grid">
        <Demo id="line" title="Line" source={lineSource}>
          <ChartjsLine />
        </Demo>
        <Demo id="area" title="Area" source={areaSource}>
          <ChartjsArea />
        </Demo>
        <Demo id="stacked-bar" title="Stacked bar" source={stackedSource}>
          <ChartjsStackedBar />
        </Demo>
        <Demo id="horizontal-bar" title="Horizontal bar" source={horizontalSource}>
          <ChartjsHorizontalBar />
        </Demo>
        <Demo id="pie-donut" title="Pie and doughnut" source={donutSource}>
          <ChartjsDoughnut />
        </Demo>
        <Demo id="radar" title="Radar" source={radarSource}>
          <ChartjsRadar />
        </Demo>
        <Demo id="scatter" title="Scatter" source={scatterSource}>
          <ChartjsScatter />
        </Demo>
        <Demo id="mixed" title="Mixed (bar and line)" source={mixedSource}>
          <ChartjsMixed />
        </Demo>
      </div>
    </DemoPage>
  );
}
