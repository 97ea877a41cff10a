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

/** The growing dot, in each theme colour. */
export function GrowSpinners() {
  return (
    <div className="demo-row">
      <Spinner animation="grow" role="status">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
      {VARIANTS.map((v) => (
        <Spinner key={v} animation="grow" variant={v} aria-hidden="true" />
      ))}
    </div>
  );
}
