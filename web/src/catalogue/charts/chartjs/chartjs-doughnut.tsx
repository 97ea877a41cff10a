import { useState } from 'react';
import { ButtonGroup, ToggleButton } from 'react-bootstrap';
import { Doughnut, Pie } from 'react-chartjs-2';
import './register';
import { DEPARTMENTS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { chartjsBase } from './chartjs-base';
import { ChartBox } from './chartjs-frame';
import { seriesColour } from './chartjs-series';

export function ChartjsDoughnut() {
  const p = useThemePalette();
  const [kind, setKind] = useState<'pie' | 'doughnut'>('doughnut');
  const data = {
    labels: DEPARTMENTS.map((d) => d.name),
    datasets: [
      {
        label: 'Share (%)',
        data: DEPARTMENTS.map((d) => d.value),
        backgroundColor: DEPARTMENTS.map((d) => seriesColour(p, d.name)),
        borderColor: p.background,
        borderWidth: 2,
      },
    ],
  };
  const legend = { position: 'bottom' as const, rtl: p.rtl, labels: { color: p.text } };
  const pieBase = chartjsBase<'pie'>(p);
  const doughnutBase = chartjsBase<'doughnut'>(p);
  return (
    <>
      <ButtonGroup size="sm" className="mb-2" aria-label="Chart type">
        {(['doughnut', 'pie'] as const).map((k) => (
          <ToggleButton
            key={k}
            id={`chartjs-pie-${k}`}
            type="radio"
            name="chartjs-pie-kind"
            value={k}
            variant="outline-primary"
            checked={kind === k}
            onChange={() => setKind(k)}
          >
            {k === 'pie' ? 'Pie' : 'Doughnut'}
          </ToggleButton>
        ))}
      </ButtonGroup>
      <ChartFigure caption={CAPTIONS.pie} table={TABLES.departments}>
        <ChartBox>
          {kind === 'pie' ? (
            <Pie
              role="img"
              aria-label={CAPTIONS.pie}
              data={data}
              options={{ ...pieBase, plugins: { ...pieBase.plugins, legend } }}
            />
          ) : (
            <Doughnut
              role="img"
              aria-label={CAPTIONS.pie}
              data={data}
              options={{
                ...doughnutBase,
                cutout: '62%',
                plugins: { ...doughnutBase.plugins, legend },
              }}
            />
          )}
        </ChartBox>
      </ChartFigure>
    </>
  );
}
