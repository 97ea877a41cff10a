import { Spinner } from 'react-bootstrap';

const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/**
 * The turning ring, in each theme colour. A spinner with role="status" and hidden text tells
 * screen readers that something is loading; decorative ones are hidden from them.
 */
export function BorderSpinners() {
  return (
    <div className="demo-row">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
      {VARIANTS.map((v) => (
        <Spinner key={v} animation="border" variant={v} aria-hidden="true" />
      ))}
    </div>
  );
}
