import { Demo } from '@/catalogue/common/demo';
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

/** The page's demos, with react-chartjs-2: loaded once the page's frame is drawn (chartjs-page.tsx). */
export default function ChartjsDemos() {
  return (
    <>
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
    </>
  );
}
