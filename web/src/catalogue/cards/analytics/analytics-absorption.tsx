import { Card, ProgressBar } from 'react-bootstrap';

const PARTS = [
  { key: 'paid', label: 'Paid', value: 52, variant: 'success' },
  { key: 'committed', label: 'Committed', value: 23, variant: 'primary' },
  { key: 'open', label: 'Not yet committed', value: 25, variant: 'secondary' },
] as const;

/** One whole split in parts with Bootstrap's stacked progress bars, and a key under it. */
export function AnalyticsAbsorption() {
  return (
    <Card style={{ maxWidth: '32rem' }}>
      <Card.Body>
        <h3 className="h6">Development budget, 2024/25</h3>
        <p className="h3 mb-3">Ksh 9.6 bn</p>
        <ProgressBar style={{ height: 12 }} className="mb-3">
          {PARTS.map((p) => (
            <ProgressBar
              key={p.key}
              now={p.value}
              variant={p.variant}
              aria-label={`${p.label} ${p.value}%`}
            />
          ))}
        </ProgressBar>
        <div className="row row-cols-3 g-2 small">
          {PARTS.map((p) => (
            <div key={p.key} className="col">
              <span className={`d-block border-top border-3 border-${p.variant} pt-1`}>
                {p.label}
              </span>
              <span className="fw-semibold">{p.value}%</span>
            </div>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}
