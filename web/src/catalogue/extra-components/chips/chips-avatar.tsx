import { useState } from 'react';
import { PEOPLE } from '../avatar/avatar-data';
import { Chip } from './chip';

/** People as chips: a picture at the start, removable. */
export function ChipsAvatar() {
  const [people, setPeople] = useState<readonly (typeof PEOPLE)[number][]>(PEOPLE.slice(0, 4));
  return (
    <div className="d-grid gap-3">
      <ul className="demo-row list-unstyled ps-0 mb-0" aria-label="Assigned officers">
        {people.map((p) => (
          <li key={p.name}>
            <Chip
              label={p.name}
              avatarSrc={p.src}
              color="secondary"
              size="lg"
              onRemove={() => setPeople((list) => list.filter((x) => x.name !== p.name))}
            />
          </li>
        ))}
        {people.length === 0 ? (
          <li className="text-body-secondary small">Nobody assigned.</li>
        ) : null}
      </ul>
      <div className="demo-row">
        {PEOPLE.slice(4).map((p) => (
          <Chip key={p.name} label={p.name} avatarSrc={p.src} variant="outline" color="dark" />
        ))}
      </div>
    </div>
  );
}
