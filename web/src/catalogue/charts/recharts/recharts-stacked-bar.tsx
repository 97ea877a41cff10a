import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = SUB_COUNTIES.map((name, i) => ({
  name,
  completed: PROJECTS_BY_STATE.completed[i],
  ongoing: PROJECTS_BY_STATE.ongoing[i],
  stalled: PROJECTS_BY_STATE.stalled[i],
}));

export function RechartsStackedBar() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.stacked} table={TABLES.byState}>
      <RechartsFrame>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid {...t.grid} vertical={false} />
          <XAxis dataKey="name" {...t.x} />
          <YAxis {...t.y} />
          <Tooltip {...t.tooltip} />
          <Legend {...t.legend} />
          <Bar
            dataKey="completed"
            name="Completed"
            stackId="state"
            fill={p.series[1]}
            isAnimationActive={t.animate}
          />
          <Bar
            dataKey="ongoing"
            name="Ongoing"
            stackId="state"
            fill={p.series[3]}
            isAnimationActive={t.animate}
          />
          <Bar
            dataKey="stalled"
            name="Stalled"
            stackId="state"
            fill={p.series[4]}
            radius={[3, 3, 0, 0]}
            isAnimationActive={t.animate}
          />
        </BarChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
