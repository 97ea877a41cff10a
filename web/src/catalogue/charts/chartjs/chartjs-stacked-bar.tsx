import { Bar } from 'react-chartjs-2';
import './register';
import { PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { cartesianScales, chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsStackedBar() {
  const p = useThemePalette();
  const bar = (label: string, data: readonly number[]) => ({
    label,
    data: [...data],
    backgroundColor: seriesColour(p, label),
    borderRadius: 3,
  });
  return (
    <ChartFigure caption={CAPTIONS.stacked} table={TABLES.byState}>
      <ChartBox>
        <Bar
          role="img"
          aria-label={CAPTIONS.stacked}
          data={{
            labels: [...SUB_COUNTIES],
            datasets: [
              bar('Completed', PROJECTS_BY_STATE.completed),
              bar('Ongoing', PROJECTS_BY_STATE.ongoing),
              bar('Stalled', PROJECTS_BY_STATE.stalled),
            ],
          }}
          options={{ ...chartjsBase<'bar'>(p), scales: cartesianScales(p, true) }}
        />
      </ChartBox>
    </ChartFigure>
  );
}
