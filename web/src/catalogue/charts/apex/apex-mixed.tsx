import Chart from '@/components/charts/apex-chart';
import { inReadingOrder, MIXED, QUARTERS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexMixed() {
  const p = useThemePalette();
  const order = <T,>(v: readonly T[]) => inReadingOrder(v, p.rtl);
  return (
    <ChartFigure caption={CAPTIONS.mixed} table={TABLES.mixed}>
      <Chart
        type="line"
        height={320}
        series={[
          { name: 'Started', type: 'column', data: order(MIXED.started) },
          { name: 'Completed (%)', type: 'line', data: order(MIXED.completedShare) },
        ]}
        options={{
          ...apexBase(p, 'apex-mixed'),
          stroke: { width: [0, 3], curve: 'smooth' },
          markers: { size: [0, 5] },
          xaxis: { categories: order(QUARTERS) },
          yaxis: [
            { opposite: p.rtl, title: { text: 'Projects', style: { color: p.muted } } },
            {
              opposite: !p.rtl,
              min: 0,
              max: 100,
              title: { text: 'Completed (%)', style: { color: p.muted } },
            },
          ],
        }}
      />
    </ChartFigure>
  );
}
