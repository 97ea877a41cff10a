import { Spinner } from 'react-bootstrap';

/** Small (size="sm"), default, and any size through the width and height. */
export function SpinnerSizes() {
  return (
    <div className="demo-row gap-4" aria-hidden="true">
      <Spinner animation="border" size="sm" />
      <Spinner animation="border" />
      <Spinner animation="border" style={{ width: '3rem', height: '3rem' }} />
      <Spinner animation="grow" size="sm" />
      <Spinner animation="grow" />
      <Spinner animation="grow" style={{ width: '3rem', height: '3rem' }} />
    </div>
  );
}
