import { useEffect, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** A spinner in a button while its action runs; the label says what is happening. */
export function SpinnerButtons() {
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    if (!isLoading) return;
    const timer = window.setTimeout(() => setLoading(false), 2500);
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  return (
    <div className="demo-row">
      <Button variant="primary" disabled>
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
        Loading…
      </Button>
      <Button variant="success" disabled>
        <Spinner as="span" animation="grow" size="sm" aria-hidden="true" className="me-2" />
        Saving…
      </Button>
      <Button variant="outline-primary" onClick={() => setLoading(true)} disabled={isLoading}>
        {isLoading ? (
          <>
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
            Refreshing…
          </>
        ) : (
          'Refresh the figures'
        )}
      </Button>
    </div>
  );
}
