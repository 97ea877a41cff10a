import { Card } from 'react-bootstrap';
import { DonutChart } from '@/components/charts/donut-chart';
import { STATE_SHARES } from './analytics-data';

/** Shares of a whole: a donut with its total in the middle and the values listed beside it. */
export function AnalyticsStates() {
  const total = STATE_SHARES.reduce((s, x) => s + x.value, 0);
  return (
    <Card style={{ maxWidth: '32rem' }}>
      <Card.Header as="h3" className="h6">
        Projects by state
      </Card.Header>
      <Card.Body className="d-flex flex-wrap align-items-center gap-4">
        <DonutChart
          segments={STATE_SHARES}
          label={`Projects by state: ${STATE_SHARES.map((s) => `${s.label} ${s.value}`).join(', ')}`}
          centerValue={total.toLocaleString('en')}
          centerLabel="projects"
        />
        <ul className="list-unstyled mb-0 flex-grow-1">
          {STATE_SHARES.map((s) => (
            <li key={s.key} className="d-flex align-items-center gap-2 mb-2">
              <span
                className="rounded-circle flex-shrink-0"
                style={{ width: 10, height: 10, background: s.color }}
                aria-hidden="true"
              />
              <span className="me-auto">{s.label}</span>
              <span className="fw-semibold">{s.value}</span>
              <span className="small text-body-secondary">
                {Math.round((s.value / total) * 100)}%
              </span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
