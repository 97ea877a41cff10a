import Chart from '@/components/charts/apex-chart';
import { RADAR, RADAR_AXES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexRadar() {
  const p = useThemePalette();
  return (
    <ChartFigure caption={CAPTIONS.radar} table={TABLES.radar}>
      <Chart
        type="radar"
        height={340}
        series={Object.entries(RADAR).map(([name, data]) => ({ name, data: [...data] }))}
        options={{
          ...apexBase(p, 'apex-radar'),
          xaxis: { categories: [...RADAR_AXES], labels: { style: { colors: p.muted } } },
          yaxis: { show: false, max: 100 },
          fill: { opacity: 0.2 },
          markers: { size: 3 },
          plotOptions: {
            radar: {
              polygons: {
                strokeColors: p.grid,
                connectorColors: p.grid,
                fill: { colors: ['transparent'] },
              },
            },
          },
        }}
      />
    </ChartFigure>
  );
}
