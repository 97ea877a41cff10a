import { Scatter } from 'react-chartjs-2';
import './register';
import { SCATTER } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsScatter() {
  const p = useThemePalette();
  const axis = { ticks: { color: p.muted }, grid: { color: p.grid }, border: { color: p.grid } };
  const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => ({ x, y }));
  return (
    <ChartFigure caption={CAPTIONS.scatter} table={TABLES.scatter}>
      <ChartBox>
        <Scatter
          role="img"
          aria-label={CAPTIONS.scatter}
          data={{
            datasets: [
              {
                label: 'Water',
                data: points(SCATTER.water),
                backgroundColor: seriesColour(p, 'Water'),
                pointRadius: 6,
              },
              {
                label: 'Roads',
                data: points(SCATTER.roads),
                backgroundColor: seriesColour(p, 'Roads'),
                pointRadius: 6,
                pointStyle: 'rectRot',
              },
            ],
          }}
          options={{
            ...chartjsBase<'scatter'>(p),
            scales: {
              x: {
                ...axis,
                reverse: p.rtl,
                title: { display: true, text: 'Budget (Ksh m)', color: p.muted },
              },
              y: {
                ...axis,
                position: p.rtl ? 'right' : 'left',
                min: 0,
                max: 100,
                title: { display: true, text: 'Progress (%)', color: p.muted },
              },
            },
          }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
