import { Spinner } from 'react-bootstrap';

/** Placed with flex utilities: centred, at the end, and beside a line of text. */
export function SpinnerAlignment() {
  return (
    <div className="d-grid gap-3">
      <div className="d-flex justify-content-center border rounded p-3">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the map…</span>
        </Spinner>
      </div>
      <div className="d-flex justify-content-end border rounded p-3">
        <Spinner animation="border" variant="secondary" aria-hidden="true" />
      </div>
      <div className="d-flex align-items-center gap-2 border rounded p-3" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>Loading the projects of Kilungu…</span>
      </div>
    </div>
  );
}
