import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { MIXED, QUARTERS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = QUARTERS.map((quarter, i) => ({
  quarter,
  started: MIXED.started[i],
  share: MIXED.completedShare[i],
}));

export function RechartsMixed() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.mixed} table={TABLES.mixed}>
      <RechartsFrame>
        <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
          <CartesianGrid {...t.grid} vertical={false} />
          <XAxis dataKey="quarter" {...t.x} />
          <YAxis yAxisId="count" {...t.y} />
          <YAxis
            yAxisId="share"
            {...t.y}
            orientation={p.rtl ? 'left' : 'right'}
            domain={[0, 100]}
            unit="%"
          />
          <Tooltip {...t.tooltip} />
          <Legend {...t.legend} />
          <Bar
            yAxisId="count"
            dataKey="started"
            name="Started"
            fill={p.primary}
            radius={[3, 3, 0, 0]}
            isAnimationActive={t.animate}
          />
          <Line
            yAxisId="share"
            type="monotone"
            dataKey="share"
            name="Completed (%)"
            stroke={p.series[3]}
            strokeWidth={3}
            isAnimationActive={t.animate}
          />
        </ComposedChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
