import { Chart } from 'react-chartjs-2';
import './register';
import { MIXED, QUARTERS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsMixed() {
  const p = useThemePalette();
  const axis = { ticks: { color: p.muted }, grid: { color: p.grid }, border: { color: p.grid } };
  const lineColor = seriesColour(p, 'Completed (%)');
  return (
    <ChartFigure caption={CAPTIONS.mixed} table={TABLES.mixed}>
      <ChartBox>
        <Chart<'bar' | 'line'>
          type="bar"
          role="img"
          aria-label={CAPTIONS.mixed}
          data={{
            labels: [...QUARTERS],
            datasets: [
              {
                type: 'bar' as const,
                label: 'Started',
                data: [...MIXED.started],
                backgroundColor: seriesColour(p, 'Started'),
                yAxisID: 'y',
                borderRadius: 3,
                order: 2,
              },
              {
                type: 'line' as const,
                label: 'Completed (%)',
                data: [...MIXED.completedShare],
                borderColor: lineColor,
                backgroundColor: lineColor,
                yAxisID: 'share',
                tension: 0.3,
                order: 1,
              },
            ],
          }}
          options={{
            ...chartjsBase<'bar' | 'line'>(p),
            scales: {
              x: { ...axis, reverse: p.rtl, grid: { display: false } },
              y: {
                ...axis,
                position: p.rtl ? 'right' : 'left',
                beginAtZero: true,
                title: { display: true, text: 'Projects', color: p.muted },
              },
              share: {
                ...axis,
                position: p.rtl ? 'left' : 'right',
                min: 0,
                max: 100,
                grid: { display: false },
                title: { display: true, text: 'Completed (%)', color: p.muted },
              },
            },
          }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
