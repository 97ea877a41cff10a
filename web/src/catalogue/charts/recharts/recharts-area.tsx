import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
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

export function RechartsArea() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.area} table={TABLES.monthly}>
      <RechartsFrame>
        <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <defs>
            {(['budget', 'paid'] as const).map((key, i) => (
              <linearGradient key={key} id={`recharts-area-${key}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={p.series[i * 2]} stopOpacity={0.45} />
                <stop offset="95%" stopColor={p.series[i * 2]} stopOpacity={0.02} />
              </linearGradient>
            ))}
          </defs>
          <CartesianGrid {...t.grid} />
          <XAxis dataKey="month" {...t.x} />
          <YAxis {...t.y} />
          <Tooltip {...t.tooltip} />
          <Legend {...t.legend} />
          <Area
            type="monotone"
            dataKey="budget"
            name="Budget"
            stroke={p.series[0]}
            fill="url(#recharts-area-budget)"
            isAnimationActive={t.animate}
          />
          <Area
            type="monotone"
            dataKey="paid"
            name="Paid"
            stroke={p.series[2]}
            fill="url(#recharts-area-paid)"
            isAnimationActive={t.animate}
          />
        </AreaChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
