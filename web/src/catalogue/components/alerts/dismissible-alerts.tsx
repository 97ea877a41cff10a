import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

const MESSAGES = [
  { id: 'saved', variant: 'success', text: 'Your filters were saved.' },
  { id: 'stale', variant: 'warning', text: 'These figures are from last quarter.' },
  { id: 'failed', variant: 'danger', text: 'The export could not be created.' },
  { id: 'beta', variant: 'info', text: 'The map view is new: tell us what you think.' },
] as const;

/** Alerts the reader can close; a button brings them back. */
export function DismissibleAlerts() {
  const [closed, setClosed] = useState<string[]>([]);
  const open = MESSAGES.filter((m) => !closed.includes(m.id));

  return (
    <>
      {open.map((m) => (
        <Alert
          key={m.id}
          variant={m.variant}
          dismissible
          closeLabel="Dismiss"
          onClose={() => setClosed((list) => [...list, m.id])}
        >
          {m.text}
        </Alert>
      ))}
      {open.length === 0 ? <p>Every alert was dismissed.</p> : null}
      <Button variant="outline-primary" size="sm" onClick={() => setClosed([])}>
        Show them again
      </Button>
    </>
  );
}
