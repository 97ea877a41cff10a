import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  Tooltip,
} from 'recharts';
import { RADAR, RADAR_AXES } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = RADAR_AXES.map((axis, i) => ({
  axis,
  Makueni: RADAR.Makueni[i],
  Kibwezi: RADAR.Kibwezi[i],
}));

export function RechartsRadar() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  return (
    <ChartFigure caption={CAPTIONS.radar} table={TABLES.radar}>
      <RechartsFrame height={340}>
        <RadarChart data={data} outerRadius="72%">
          <PolarGrid stroke={p.grid} />
          <PolarAngleAxis dataKey="axis" tick={{ fill: p.text, fontSize: 12 }} />
          <PolarRadiusAxis
            domain={[0, 100]}
            tick={{ fill: p.muted, fontSize: 10 }}
            stroke={p.grid}
          />
          <Tooltip {...t.tooltip} />
          <Legend {...t.legend} />
          {(['Makueni', 'Kibwezi'] as const).map((key, i) => (
            <Radar
              key={key}
              dataKey={key}
              stroke={p.series[i]}
              fill={p.series[i]}
              fillOpacity={0.2}
              isAnimationActive={t.animate}
            />
          ))}
        </RadarChart>
      </RechartsFrame>
    </ChartFigure>
  );
}
