import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';

const STATES = ['Planned', 'Ongoing', 'Complete', 'Stalled'] as const;

/** Choice chips: pill toggle buttons that say whether they are pressed. */
export function ChipsFilter() {
  const [chosen, setChosen] = useState<Set<string>>(new Set(['Ongoing']));
  const toggle = (s: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(s)) next.delete(s);
      else next.add(s);
      return next;
    });
  return (
    <>
      <div className="demo-row" role="group" aria-label="Project state">
        {STATES.map((s) => {
          const on = chosen.has(s);
          return (
            <Button
              key={s}
              size="sm"
              variant={on ? 'primary' : 'outline-secondary'}
              className="rounded-pill d-inline-flex align-items-center gap-1"
              aria-pressed={on}
              onClick={() => toggle(s)}
            >
              {on ? <Check size={14} aria-hidden="true" /> : null}
              {s}
            </Button>
          );
        })}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        Showing: {chosen.size === 0 ? 'every state' : [...chosen].join(', ')}
      </p>
    </>
  );
}
