import { Demo } from '@/catalogue/common/demo';
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

/** The page's demos, with recharts: loaded once the page's frame is drawn (recharts-page.tsx). */
export default function RechartsDemos() {
  return (
    <>
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
    </>
  );
}
