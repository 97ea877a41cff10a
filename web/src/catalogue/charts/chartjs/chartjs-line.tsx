import { Line } from 'react-chartjs-2';
import './register';
import { MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { cartesianScales, chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';

export function ChartjsLine() {
  const p = useThemePalette();
  return (
    <ChartFigure caption={CAPTIONS.line} table={TABLES.monthly}>
      <ChartBox>
        <Line
          role="img"
          aria-label={CAPTIONS.line}
          data={{
            labels: [...MONTHS],
            datasets: [
              {
                label: 'Budget',
                data: [...MONTHLY.budget],
                borderColor: p.series[0],
                backgroundColor: p.series[0],
                tension: 0.35,
              },
              {
                label: 'Paid',
                data: [...MONTHLY.paid],
                borderColor: p.series[1],
                backgroundColor: p.series[1],
                tension: 0.35,
              },
            ],
          }}
          options={{ ...chartjsBase<'line'>(p), scales: cartesianScales(p) }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
