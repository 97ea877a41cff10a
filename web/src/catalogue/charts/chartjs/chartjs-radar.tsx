import { Radar } from 'react-chartjs-2';
import './register';
import { RADAR, RADAR_AXES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette, withAlpha } from '../common/use-theme-palette';
import { chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsRadar() {
  const p = useThemePalette();
  return (
    <ChartFigure caption={CAPTIONS.radar} table={TABLES.radar}>
      <ChartBox height={340}>
        <Radar
          role="img"
          aria-label={CAPTIONS.radar}
          data={{
            labels: [...RADAR_AXES],
            datasets: Object.entries(RADAR).map(([label, data]) => {
              const color = seriesColour(p, label);
              return {
                label,
                data: [...data],
                borderColor: color,
                backgroundColor: withAlpha(color, 0.2),
                pointBackgroundColor: color,
              };
            }),
          }}
          options={{
            ...chartjsBase<'radar'>(p),
            scales: {
              r: {
                min: 0,
                max: 100,
                angleLines: { color: p.grid },
                grid: { color: p.grid },
                pointLabels: { color: p.text },
                ticks: { color: p.muted, backdropColor: 'transparent', stepSize: 25 },
              },
            },
          }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
