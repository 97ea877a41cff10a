import { Card } from 'react-bootstrap';
import { BarList, ChartLegend } from '@/components/charts/bar-list';
import { DEPARTMENT_BUDGETS } from './analytics-data';

/** Budget and paid per department, as bars drawn in HTML (they mirror in right-to-left). */
export function AnalyticsBudgets() {
  return (
    <Card style={{ maxWidth: '36rem' }}>
      <Card.Header as="h3" className="h6">
        Budget by department (Ksh bn)
      </Card.Header>
      <Card.Body>
        <ChartLegend
          items={[
            { key: 'budget', label: 'Budget', color: 'var(--bs-primary)' },
            { key: 'paid', label: 'Paid', color: 'var(--bs-success)' },
          ]}
        />
        <BarList
          items={DEPARTMENT_BUDGETS.map((d) => ({
            key: d.key,
            label: d.label,
            value: d.value,
            part: d.paid,
            valueText: `${d.paid.toFixed(1)} of ${d.value.toFixed(1)}`,
          }))}
        />
      </Card.Body>
    </Card>
  );
}
