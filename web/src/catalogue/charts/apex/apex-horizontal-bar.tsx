import Chart from '@/components/charts/apex-chart';
import { PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexHorizontalBar() {
  const p = useThemePalette();
  const base = apexBase(p, 'apex-horizontal');
  return (
    <ChartFigure caption={CAPTIONS.horizontal} table={TABLES.byState}>
      <Chart
        type="bar"
        height={320}
        series={[{ name: 'Completed', data: [...PROJECTS_BY_STATE.completed] }]}
        options={{
          ...base,
          plotOptions: { bar: { horizontal: true, borderRadius: 3, barHeight: '60%' } },
          dataLabels: { enabled: true, style: { colors: ['#fff'] } },
          xaxis: { categories: [...SUB_COUNTIES] },
          // In right to left the names stand on the right.
          yaxis: { opposite: p.rtl },
          grid: {
            ...base.grid,
            xaxis: { lines: { show: true } },
            yaxis: { lines: { show: false } },
          },
        }}
      />
    </ChartFigure>
  );
}
