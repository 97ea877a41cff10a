import { Line } from 'react-chartjs-2';
import './register';
import { MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette, withAlpha } from '../common/use-theme-palette';
import { cartesianScales, chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';

export function ChartjsArea() {
  const p = useThemePalette();
  const series = (label: string, data: readonly number[], color = p.primary) => ({
    label,
    data: [...data],
    fill: 'origin' as const,
    borderColor: color,
    backgroundColor: withAlpha(color, 0.25),
    tension: 0.35,
    pointRadius: 0,
  });
  return (
    <ChartFigure caption={CAPTIONS.area} table={TABLES.monthly}>
      <ChartBox>
        <Line
          role="img"
          aria-label={CAPTIONS.area}
          data={{
            labels: [...MONTHS],
            datasets: [
              series('Budget', MONTHLY.budget, p.series[0]),
              series('Paid', MONTHLY.paid, p.series[2]),
            ],
          }}
          options={{
            ...chartjsBase<'line'>(p),
            interaction: { mode: 'index', intersect: false },
            scales: cartesianScales(p),
          }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
