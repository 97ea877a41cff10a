import Chart from '@/components/charts/apex-chart';
import { inReadingOrder, MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexArea() {
  const p = useThemePalette();
  return (
    <ChartFigure caption={CAPTIONS.area} table={TABLES.monthly}>
      <Chart
        type="area"
        height={320}
        series={[
          { name: 'Budget', data: inReadingOrder(MONTHLY.budget, p.rtl) },
          { name: 'Paid', data: inReadingOrder(MONTHLY.paid, p.rtl) },
        ]}
        options={{
          ...apexBase(p, 'apex-area'),
          stroke: { curve: 'smooth', width: 2 },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
          xaxis: { categories: inReadingOrder(MONTHS, p.rtl) },
        }}
      />
    </ChartFigure>
  );
}
