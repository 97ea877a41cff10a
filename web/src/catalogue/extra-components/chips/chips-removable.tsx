import { Droplets, GraduationCap, HeartPulse, Route, Sprout } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Chip, type ChipColor } from './chip';

const TAGS: { id: string; label: string; color: ChipColor; icon: typeof Route }[] = [
  { id: 'water', label: 'Water', color: 'info', icon: Droplets },
  { id: 'roads', label: 'Roads', color: 'secondary', icon: Route },
  { id: 'health', label: 'Health', color: 'danger', icon: HeartPulse },
  { id: 'agriculture', label: 'Agriculture', color: 'success', icon: Sprout },
  { id: 'education', label: 'Education', color: 'primary', icon: GraduationCap },
];

/** Chips with an icon and a remove button; the list says when it is empty and can be refilled. */
export function ChipsRemovable() {
  const [ids, setIds] = useState(TAGS.map((t) => t.id));
  const [message, setMessage] = useState('');
  return (
    <>
      <ul className="demo-row list-unstyled ps-0 mb-2" aria-label="Departments filter">
        {TAGS.filter((t) => ids.includes(t.id)).map((t) => (
          <li key={t.id}>
            <Chip
              label={t.label}
              color={t.color}
              icon={t.icon}
              onRemove={() => {
                setIds((list) => list.filter((x) => x !== t.id));
                setMessage(`${t.label} removed.`);
              }}
            />
          </li>
        ))}
      </ul>
      {ids.length === 0 ? (
        <p className="text-body-secondary small mb-2">No department chosen.</p>
      ) : null}
      <div className="d-flex align-items-center gap-3">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={ids.length === TAGS.length}
          onClick={() => {
            setIds(TAGS.map((t) => t.id));
            setMessage('All departments back.');
          }}
        >
          Reset
        </Button>
        <span className="small text-body-secondary" role="status">
          {message}
        </span>
      </div>
    </>
  );
}
