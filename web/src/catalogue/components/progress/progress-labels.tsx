import { ProgressBar } from 'react-bootstrap';

/** The value written in the bar, or only for screen readers; a label beside it for small bars. */
export function ProgressLabels() {
  return (
    <div className="d-grid gap-3">
      <ProgressBar>
        <ProgressBar now={60} label="60%" aria-label="Works done" />
      </ProgressBar>
      <ProgressBar>
        <ProgressBar now={35} label="35% paid" visuallyHidden aria-label="Money paid" />
      </ProgressBar>
      <div>
        <div className="d-flex justify-content-between small mb-1">
          <span id="progress-budget-label">Budget used</span>
          <span>7.4 of 9.0 million</span>
        </div>
        <ProgressBar style={{ height: '0.5rem' }}>
          <ProgressBar now={82} aria-labelledby="progress-budget-label" />
        </ProgressBar>
      </div>
    </div>
  );
}
