import { Bar } from 'react-chartjs-2';
import './register';
import { PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsHorizontalBar() {
  const p = useThemePalette();
  const axis = { ticks: { color: p.muted }, grid: { color: p.grid }, border: { color: p.grid } };
  return (
    <ChartFigure caption={CAPTIONS.horizontal} table={TABLES.byState}>
      <ChartBox>
        <Bar
          role="img"
          aria-label={CAPTIONS.horizontal}
          data={{
            labels: [...SUB_COUNTIES],
            datasets: [
              {
                label: 'Completed',
                data: [...PROJECTS_BY_STATE.completed],
                backgroundColor: seriesColour(p, 'Completed'),
                borderRadius: 3,
              },
            ],
          }}
          options={{
            ...chartjsBase<'bar'>(p),
            indexAxis: 'y',
            scales: {
              // Bars grow from the right, names on the right, in right to left.
              x: { ...axis, reverse: p.rtl, beginAtZero: true },
              y: { ...axis, position: p.rtl ? 'right' : 'left', grid: { display: false } },
            },
          }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
