import { Badge, Card } from 'react-bootstrap';
import { LineChart } from '@/components/charts/line-chart';
import { MONTHLY_PROGRESS } from './analytics-data';

const month = new Intl.DateTimeFormat('en', { month: 'short' });

/** A figure over time: the latest value, its change, and the line behind it. */
export function AnalyticsTrend() {
  const first = MONTHLY_PROGRESS[0].value;
  const last = MONTHLY_PROGRESS[MONTHLY_PROGRESS.length - 1]?.value ?? first;
  return (
    <Card style={{ maxWidth: '32rem' }}>
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h3 className="h6 mb-1">Average progress, ongoing projects</h3>
            <p className="h3 mb-0">{last}%</p>
          </div>
          <Badge bg="success">+{last - first} points this year</Badge>
        </div>
        <LineChart
          points={MONTHLY_PROGRESS}
          label={`Average progress by month: ${MONTHLY_PROGRESS.map((p) => `${month.format(new Date(p.date))} ${p.value}%`).join(', ')}`}
          formatDate={(iso) => month.format(new Date(iso))}
          formatValue={(v) => `${v}%`}
        />
      </Card.Body>
    </Card>
  );
}
