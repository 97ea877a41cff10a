import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { SCATTER } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const points = (list: readonly (readonly [number, number])[]) =>
  list.map(([budget, progress]) => ({ budget, progress }));

export function RechartsScatter() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.scatter} table={TABLES.scatter}>
      <RechartsFrame>
        <ScatterChart margin={{ top: 8, right: 16, bottom: 16, left: 0 }}>
          <CartesianGrid {...t.grid} />
          <XAxis type="number" dataKey="budget" name="Budget" unit="m" {...t.x} />
          <YAxis
            type="number"
            dataKey="progress"
            name="Progress"
            unit="%"
            domain={[0, 100]}
            {...t.y}
          />
          <Tooltip {...t.tooltip} cursor={{ strokeDasharray: '3 3', stroke: p.muted }} />
          <Legend {...t.legend} />
          <Scatter
            name="Water"
            data={points(SCATTER.water)}
            fill={p.series[2]}
            isAnimationActive={t.animate}
          />
          <Scatter
            name="Roads"
            data={points(SCATTER.roads)}
            fill={p.series[3]}
            shape="diamond"
            isAnimationActive={t.animate}
          />
        </ScatterChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
