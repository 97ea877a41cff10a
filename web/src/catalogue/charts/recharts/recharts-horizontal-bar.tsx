import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { PROJECTS_BY_STATE, SUB_COUNTIES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = SUB_COUNTIES.map((name, i) => ({ name, completed: PROJECTS_BY_STATE.completed[i] }));

export function RechartsHorizontalBar() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.horizontal} table={TABLES.byState}>
      <RechartsFrame>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 24 }}>
          <CartesianGrid {...t.grid} horizontal={false} />
          <XAxis type="number" {...t.x} />
          <YAxis type="category" dataKey="name" width={96} {...t.y} />
          <Tooltip {...t.tooltip} />
          <Bar
            dataKey="completed"
            name="Completed"
            fill={p.primary}
            radius={3}
            isAnimationActive={t.animate}
          >
            <LabelList dataKey="completed" position={p.rtl ? 'left' : 'right'} fill={p.text} />
          </Bar>
        </BarChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
