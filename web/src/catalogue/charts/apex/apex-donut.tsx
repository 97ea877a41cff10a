import { useState } from 'react';
import { ButtonGroup, ToggleButton } from 'react-bootstrap';
import Chart from '@/components/charts/apex-chart';
import { DEPARTMENTS } from '../common/chart-data';
import { ChartFigure } from '../common/chart-figure';
import { CAPTIONS, TABLES } from '../common/tables';
import { useThemePalette } from '../common/use-theme-palette';
import { apexBase } from './apex-base';

export function ApexDonut() {
  const p = useThemePalette();
  const [kind, setKind] = useState<'pie' | 'donut'>('donut');
  return (
    <>
      <ButtonGroup size="sm" className="mb-2" aria-label="Chart type">
        {(['donut', 'pie'] as const).map((k) => (
          <ToggleButton
            key={k}
            id={`apex-pie-${k}`}
            type="radio"
            name="apex-pie-kind"
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
        <Chart
          key={kind}
          type={kind}
          height={320}
          series={DEPARTMENTS.map((d) => d.value)}
          options={{
            ...apexBase(p, 'apex-pie'),
            labels: DEPARTMENTS.map((d) => d.name),
            legend: { position: 'bottom', labels: { colors: p.text } },
            dataLabels: { enabled: true },
            stroke: { colors: [p.background] },
            plotOptions: {
              pie: {
                donut: {
                  labels: {
                    show: true,
                    total: { show: true, label: 'Total', color: p.muted, formatter: () => '100%' },
                    value: { color: p.text },
                  },
                },
              },
            },
          }}
        />
      </ChartFigure>
    </>
  );
}
