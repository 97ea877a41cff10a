import Chart from '@/components/charts/apex-chart';
import { inReadingOrder, MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexLine() {
  const p = useThemePalette();
  const base = apexBase(p, 'apex-line');
  return (
    <ChartFigure caption={CAPTIONS.line} table={TABLES.monthly}>
      <Chart
        type="line"
        height={320}
        series={[
          { name: 'Budget', data: inReadingOrder(MONTHLY.budget, p.rtl) },
          { name: 'Paid', data: inReadingOrder(MONTHLY.paid, p.rtl) },
        ]}
        options={{
          ...base,
          stroke: { curve: 'smooth', width: 3 },
          markers: { size: 4 },
          xaxis: { categories: inReadingOrder(MONTHS, p.rtl) },
        }}
      />
    </ChartFigure>
  );
}
