import Chart from '@/components/charts/apex-chart';
import { inReadingOrder, PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexStackedBar() {
  const p = useThemePalette();
  const order = <T,>(v: readonly T[]) => inReadingOrder(v, p.rtl);
  return (
    <ChartFigure caption={CAPTIONS.stacked} table={TABLES.byState}>
      <Chart
        type="bar"
        height={320}
        series={[
          { name: 'Completed', data: order(PROJECTS_BY_STATE.completed) },
          { name: 'Ongoing', data: order(PROJECTS_BY_STATE.ongoing) },
          { name: 'Stalled', data: order(PROJECTS_BY_STATE.stalled) },
        ]}
        options={{
          ...apexBase(p, 'apex-stacked'),
          chart: { ...apexBase(p, 'apex-stacked').chart, stacked: true },
          colors: [p.series[1], p.series[3], p.series[4]].filter((c): c is string => !!c),
          plotOptions: { bar: { columnWidth: '55%', borderRadius: 3 } },
          xaxis: { categories: order(SUB_COUNTIES) },
        }}
      />
    </ChartFigure>
  );
}
