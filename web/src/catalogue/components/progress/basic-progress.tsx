import { ProgressBar } from 'react-bootstrap';

const VALUES = [0, 25, 50, 75, 100];

/**
 * Bars from empty to full. react-bootstrap puts role="progressbar" on the inner bar and any other
 * prop on the outer track, so a bar that needs a name (aria-label) is written as a track holding
 * one bar: the name then lands on the element screen readers announce.
 */
export function BasicProgress() {
  return (
    <div className="d-grid gap-3">
      {VALUES.map((v) => (
        <ProgressBar key={v}>
          <ProgressBar now={v} aria-label={`Example: ${v}%`} />
        </ProgressBar>
      ))}
    </div>
  );
}
