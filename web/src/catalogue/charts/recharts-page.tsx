import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { RechartsArea } from './recharts/recharts-area';
import areaSource from './recharts/recharts-area.tsx?raw';
import { RechartsPie } from './recharts/recharts-pie';
import donutSource from './recharts/recharts-pie.tsx?raw';
import { RechartsHorizontalBar } from './recharts/recharts-horizontal-bar';
import horizontalSource from './recharts/recharts-horizontal-bar.tsx?raw';
import { RechartsLine } from './recharts/recharts-line';
import lineSource from './recharts/recharts-line.tsx?raw';
import { RechartsMixed } from './recharts/recharts-mixed';
import mixedSource from './recharts/recharts-mixed.tsx?raw';
import { RechartsRadar } from './recharts/recharts-radar';
import radarSource from './recharts/recharts-radar.tsx?raw';
import { RechartsScatter } from './recharts/recharts-scatter';
import scatterSource from './recharts/recharts-scatter.tsx?raw';
import { RechartsStackedBar } from './recharts/recharts-stacked-bar';
import stackedSource from './recharts/recharts-stacked-bar.tsx?raw';
import './charts.scss';

export default function RechartsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.recharts')}
      intro="Composable SVG charts built from React components (axes, grid, tooltip and series are children); the chart area takes keyboard focus and arrow keys move the tooltip. Colours come from the theme's Bootstrap variables and follow dark mode and the customizer; in right to left the value axis moves to the right and months read from the right. Each chart carries its figures as a table for screen readers."
      library={{ name: 'recharts', href: 'https://recharts.github.io/' }}
    >
      <div className="chart-grid">
        <Demo id="line" title="Line" source={lineSource}>
          <RechartsLine />
        </Demo>
        <Demo id="area" title="Area" source={areaSource}>
          <RechartsArea />
        </Demo>
        <Demo id="stacked-bar" title="Stacked bar" source={stackedSource}>
          <RechartsStackedBar />
        </Demo>
        <Demo id="horizontal-bar" title="Horizontal bar" source={horizontalSource}>
          <RechartsHorizontalBar />
        </Demo>
        <Demo id="pie-donut" title="Pie and donut" source={donutSource}>
          <RechartsPie />
        </Demo>
        <Demo id="radar" title="Radar" source={radarSource}>
          <RechartsRadar />
        </Demo>
        <Demo id="scatter" title="Scatter" source={scatterSource}>
          <RechartsScatter />
        </Demo>
        <Demo id="mixed" title="Mixed (bar and line)" source={mixedSource}>
          <RechartsMixed />
        </Demo>
      </div>
    </DemoPage>
  );
}
