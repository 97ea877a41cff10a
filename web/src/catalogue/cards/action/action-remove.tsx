import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ActionCard } from './action-card';

const CARDS = [
  { id: 'water', title: 'Water projects', text: '214 projects, Ksh 2.9 bn.' },
  { id: 'roads', title: 'Road projects', text: '318 projects, Ksh 2.4 bn.' },
  { id: 'health', title: 'Health projects', text: '96 projects, Ksh 1.8 bn.' },
];

/** Remove takes the card away (focus moves to the restore button) and all can come back. */
export function ActionRemove() {
  const [ids, setIds] = useState(CARDS.map((c) => c.id));
  const [message, setMessage] = useState('');
  const [removedOne, setRemovedOne] = useState(0);
  const restore = useRef<HTMLButtonElement>(null);

  // The pressed button is gone with its card: keep the keyboard user on the page.
  useEffect(() => {
    if (removedOne > 0) restore.current?.focus();
  }, [removedOne]);

  const remove = (id: string, title: string) => {
    setIds((list) => list.filter((x) => x !== id));
    setMessage(`${title} removed.`);
    setRemovedOne((n) => n + 1);
  };

  return (
    <>
      <div className="row g-3">
        {CARDS.filter((c) => ids.includes(c.id)).map((c) => (
          <div key={c.id} className="col-md-4">
            <ActionCard title={c.title} onRemove={() => remove(c.id, c.title)}>
              <p className="mb-0">{c.text}</p>
            </ActionCard>
          </div>
        ))}
      </div>
      {ids.length === 0 ? (
        <p className="text-body-secondary border rounded p-3 mb-0">Every card is removed.</p>
      ) : null}
      <div className="d-flex align-items-center gap-3 mt-3">
        <Button
          ref={restore}
          variant="outline-primary"
          size="sm"
          disabled={ids.length === CARDS.length}
          onClick={() => {
            setIds(CARDS.map((c) => c.id));
            setMessage('All cards restored.');
          }}
        >
          Restore the cards
        </Button>
        <span role="status" className="small text-body-secondary">
          {message}
        </span>
      </div>
    </>
  );
}
