import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ApexArea } from './apex/apex-area';
import areaSource from './apex/apex-area.tsx?raw';
import { ApexDonut } from './apex/apex-donut';
import donutSource from './apex/apex-donut.tsx?raw';
import { ApexHorizontalBar } from './apex/apex-horizontal-bar';
import horizontalSource from './apex/apex-horizontal-bar.tsx?raw';
import { ApexLine } from './apex/apex-line';
import lineSource from './apex/apex-line.tsx?raw';
import { ApexMixed } from './apex/apex-mixed';
import mixedSource from './apex/apex-mixed.tsx?raw';
import { ApexRadar } from './apex/apex-radar';
import radarSource from './apex/apex-radar.tsx?raw';
import { ApexScatter } from './apex/apex-scatter';
import scatterSource from './apex/apex-scatter.tsx?raw';
import { ApexStackedBar } from './apex/apex-stacked-bar';
import stackedSource from './apex/apex-stacked-bar.tsx?raw';
import './charts.scss';

export default function ApexPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.apexCharts')}
      intro="SVG charts with animations, tooltips and legends. Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'react-apexcharts', href: 'https://apexcharts.com/docs/react-charts/' }}
    >
      <div className="chart-grid">
        <Demo id="line" title="Line" source={lineSource}>
          <ApexLine />
        </Demo>
        <Demo id="area" title="Area" source={areaSource}>
          <ApexArea />
        </Demo>
        <Demo id="stacked-bar" title="Stacked bar" source={stackedSource}>
          <ApexStackedBar />
        </Demo>
        <Demo id="horizontal-bar" title="Horizontal bar" source={horizontalSource}>
          <ApexHorizontalBar />
        </Demo>
        <Demo id="pie-donut" title="Pie and donut" source={donutSource}>
          <ApexDonut />
        </Demo>
        <Demo id="radar" title="Radar" source={radarSource}>
          <ApexRadar />
        </Demo>
        <Demo id="scatter" title="Scatter" source={scatterSource}>
          <ApexScatter />
        </Demo>
        <Demo id="mixed" title="Mixed (bar and line)" source={mixedSource}>
          <ApexMixed />
        </Demo>
      </div>
    </DemoPage>
  );
}
