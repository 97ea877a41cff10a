import { Line } from 'react-chartjs-2';
import './register';
import { MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { cartesianScales, chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

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
                borderColor: seriesColour(p, 'Budget'),
                backgroundColor: seriesColour(p, 'Budget'),
                tension: 0.35,
              },
              {
                label: 'Paid',
                data: [...MONTHLY.paid],
                borderColor: seriesColour(p, 'Paid'),
                backgroundColor: seriesColour(p, 'Paid'),
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
