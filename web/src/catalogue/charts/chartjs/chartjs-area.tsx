import { Line } from 'react-chartjs-2';
import './register';
import { MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette, withAlpha } from '../common/use-theme-palette';
import { cartesianScales, chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsArea() {
  const p = useThemePalette();
  const series = (label: string, data: readonly number[]) => {
    const color = seriesColour(p, label);
    return {
      label,
      data: [...data],
      fill: 'origin' as const,
      borderColor: color,
      backgroundColor: withAlpha(color, 0.25),
      // The legend draws its swatch with the point colours: solid, not the faint fill, so it
      // shows on a dark background too.
      pointBackgroundColor: color,
      pointBorderColor: color,
      tension: 0.35,
      pointRadius: 0,
    };
  };
  return (
    <ChartFigure caption={CAPTIONS.area} table={TABLES.monthly}>
      <ChartBox>
        <Line
          role="img"
          aria-label={CAPTIONS.area}
          data={{
            labels: [...MONTHS],
            datasets: [series('Budget', MONTHLY.budget), series('Paid', MONTHLY.paid)],
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
