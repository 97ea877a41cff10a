import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { MONTHLY, MONTHS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = MONTHS.map((month, i) => ({
  month,
  budget: MONTHLY.budget[i],
  paid: MONTHLY.paid[i],
}));

export function RechartsLine() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.line} table={TABLES.monthly}>
      <RechartsFrame>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid {...t.grid} />
          <XAxis dataKey="month" {...t.x} />
          <YAxis {...t.y} />
          <Tooltip {...t.tooltip} />
          <Legend {...t.legend} />
          <Line
            type="monotone"
            dataKey="budget"
            name="Budget"
            stroke={p.series[0]}
            strokeWidth={3}
            isAnimationActive={t.animate}
          />
          <Line
            type="monotone"
            dataKey="paid"
            name="Paid"
            stroke={p.series[1]}
            strokeWidth={3}
            isAnimationActive={t.animate}
          />
        </LineChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
