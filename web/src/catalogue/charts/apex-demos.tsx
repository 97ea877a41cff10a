import { Demo } from '@/catalogue/common/demo';
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

/** The page's demos, with react-apexcharts: loaded once the page's frame is drawn (apex-page.tsx). */
export default function ApexDemos() {
  return (
    <>
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
    </>
  );
}
