import { useState } from 'react';
import { Button, Toast, ToastContainer } from 'react-bootstrap';

interface Note {
  id: number;
  text: string;
  variant: 'success' | 'danger' | 'info';
}

const SAMPLES: Omit<Note, 'id'>[] = [
  { text: 'Export ready to download.', variant: 'success' },
  { text: 'Two rows were skipped.', variant: 'info' },
  { text: 'The upload failed: try again.', variant: 'danger' },
];

/** Several toasts stacked in order; each leaves on its own after 5 seconds. */
export function StackedToasts() {
  const [notes, setNotes] = useState<Note[]>([]);
  const [count, setCount] = useState(0);

  const add = () => {
    const sample = SAMPLES[count % SAMPLES.length];
    if (!sample) return;
    setNotes((list) => [...list, { ...sample, id: count }]);
    setCount((c) => c + 1);
  };
  const remove = (id: number) => setNotes((list) => list.filter((n) => n.id !== id));

  return (
    <>
      <Button variant="outline-primary" onClick={add}>
        Add a toast
      </Button>
      <ToastContainer
        position="top-end"
        className="p-3 position-fixed"
        style={{ zIndex: 1080, marginTop: '4rem' }}
        role="status"
        aria-live="polite"
      >
        {notes.map((n) => (
          <Toast key={n.id} onClose={() => remove(n.id)} delay={5000} autohide>
            <Toast.Header closeLabel="Close">
              <span
                className={`d-inline-block rounded-circle bg-${n.variant} me-2`}
                style={{ width: 10, height: 10 }}
                aria-hidden="true"
              />
              <strong className="me-auto">Notice {n.id + 1}</strong>
            </Toast.Header>
            <Toast.Body>{n.text}</Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </>
  );
}
