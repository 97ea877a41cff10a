import { useEffect, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** Active, disabled and a button that shows its work while it runs. */
export function ButtonStates() {
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    if (!isLoading) return;
    const timer = window.setTimeout(() => setLoading(false), 2000);
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  return (
    <div className="demo-row">
      <Button active>Active</Button>
      <Button disabled>Disabled</Button>
      <Button variant="outline-primary" disabled>
        Disabled outline
      </Button>
      <Button href="#states" variant="secondary">
        A link as a button
      </Button>
      <Button
        variant="success"
        disabled={isLoading}
        onClick={() => setLoading(true)}
        className="d-inline-flex align-items-center gap-2"
      >
        {isLoading ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
        {isLoading ? 'Saving…' : 'Save (takes 2 s)'}
      </Button>
    </div>
  );
}
