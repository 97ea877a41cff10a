import { Card, ProgressBar } from 'react-bootstrap';

const GOALS = [
  { id: 'absorption', label: 'Budget absorbed', now: 68, variant: 'primary' },
  { id: 'completion', label: 'Projects complete', now: 67, variant: 'success' },
  { id: 'stalled', label: 'Stalled projects reviewed', now: 35, variant: 'warning' },
  { id: 'data', label: 'Records with coordinates', now: 91, variant: 'info' },
] as const;

/** A figure against its goal with a progress bar, named by the label above it. */
export function StatProgress() {
  return (
    <div className="row row-cols-1 row-cols-md-2 g-3">
      {GOALS.map((g) => (
        <div key={g.id} className="col">
          <Card className="h-100">
            <Card.Body>
              <div className="d-flex justify-content-between mb-2">
                <span id={`goal-${g.id}`}>{g.label}</span>
                <span className="fw-semibold">{g.now}%</span>
              </div>
              {/* The bar itself carries the name (a stacked child gets the aria props). */}
              <ProgressBar style={{ height: 8 }}>
                <ProgressBar now={g.now} variant={g.variant} aria-labelledby={`goal-${g.id}`} />
              </ProgressBar>
            </Card.Body>
          </Card>
        </div>
      ))}
    </div>
  );
}
