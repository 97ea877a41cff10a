import { Dropdown, DropdownButton } from 'react-bootstrap';

// "start" and "end" follow the reading direction: in right to left, start opens to the right.
const DIRECTIONS = [
  { drop: 'down', label: 'Down' },
  { drop: 'up', label: 'Up' },
  { drop: 'start', label: 'Start' },
  { drop: 'end', label: 'End' },
  { drop: 'down-centered', label: 'Down, centred' },
  { drop: 'up-centered', label: 'Up, centred' },
] as const;

/** Where the menu opens from its toggle. */
export function DropdownDirections() {
  return (
    <div className="demo-row justify-content-center py-5">
      {DIRECTIONS.map(({ drop, label }) => (
        <DropdownButton
          key={drop}
          id={`drop-${drop}`}
          drop={drop}
          title={label}
          variant="outline-primary"
        >
          <Dropdown.Item as="button">Action</Dropdown.Item>
          <Dropdown.Item as="button">Another action</Dropdown.Item>
        </DropdownButton>
      ))}
    </div>
  );
}
