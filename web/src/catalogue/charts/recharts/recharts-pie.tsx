import { useState } from 'react';
import { ButtonGroup, ToggleButton } from 'react-bootstrap';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { DEPARTMENTS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { RechartsFrame, rechartsTheme } from './recharts-base';

const data = DEPARTMENTS.map((d) => ({ ...d }));

export function RechartsPie() {
  const p = useThemePalette();
  const t = rechartsTheme(p);
  const [kind, setKind] = useState<'pie' | 'donut'>('donut');
  return (
    <>
      <ButtonGroup size="sm" className="mb-2" aria-label="Chart type">
        {(['donut', 'pie'] as const).map((k) => (
          <ToggleButton
            key={k}
            id={`recharts-pie-${k}`}
            type="radio"
            name="recharts-pie-kind"
            value={k}
            variant="outline-primary"
            checked={kind === k}
            onChange={() => setKind(k)}
          >
            {k === 'pie' ? 'Pie' : 'Donut'}
          </ToggleButton>
        ))}
      </ButtonGroup>
      <ChartFigure caption={CAPTIONS.pie} table={TABLES.departments}>
        <RechartsFrame>
          <PieChart>
            <Tooltip {...t.tooltip} />
            <Legend {...t.legend} />
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius={kind === 'donut' ? '55%' : 0}
              outerRadius="80%"
              paddingAngle={kind === 'donut' ? 2 : 0}
              stroke={p.background}
              label={({ value }: { value?: number }) => `${value ?? 0}%`}
              isAnimationActive={t.animate}
            >
              {data.map((d, i) => (
                <Cell key={d.name} fill={p.series[i % p.series.length]} />
              ))}
            </Pie>
          </PieChart>
        </RechartsFrame>
      </ChartFigure>
    </>
  );
}
