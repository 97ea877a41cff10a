import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

/** An alert shown and hidden by the page's state, fading in and out. */
export function ControlledAlert() {
  const [show, setShow] = useState(false);

  return (
    <>
      <Button onClick={() => setShow((s) => !s)} aria-expanded={show} className="mb-3">
        {show ? 'Hide the notice' : 'Show the notice'}
      </Button>
      <Alert show={show} variant="primary" dismissible onClose={() => setShow(false)}>
        The portal will be read-only on Saturday from 20:00 to 22:00 for maintenance.
      </Alert>
    </>
  );
}
