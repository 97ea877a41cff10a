import Chart from '@/components/charts/apex-chart';
import { SCATTER } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexScatter() {
  const p = useThemePalette();
  return (
    <ChartFigure caption={CAPTIONS.scatter} table={TABLES.scatter}>
      <Chart
        type="scatter"
        height={320}
        series={[
          { name: 'Water', data: SCATTER.water.map(([x, y]) => [x, y]) },
          { name: 'Roads', data: SCATTER.roads.map(([x, y]) => [x, y]) },
        ]}
        options={{
          ...apexBase(p, 'apex-scatter'),
          markers: { size: 7 },
          xaxis: {
            type: 'numeric',
            tickAmount: 8,
            title: { text: 'Budget (Ksh m)', style: { color: p.muted } },
            labels: { formatter: (v: string) => Number(v).toFixed(0) },
          },
          yaxis: {
            opposite: p.rtl,
            max: 100,
            title: { text: 'Progress (%)', style: { color: p.muted } },
          },
        }}
      />
    </ChartFigure>
  );
}
