import { Badge } from 'react-bootstrap';

const COLOURS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

/** Pill-shaped badges: solid, light, and subtle with a border. */
export function PillBadgeColours() {
  return (
    <>
      <div className="demo-row mb-3">
        {COLOURS.map((c) => (
          <Badge key={c} pill bg={c} className="text-capitalize">
            {c}
          </Badge>
        ))}
        <Badge pill bg="light" text="dark" className="border">
          Light
        </Badge>
      </div>
      <div className="demo-row">
        {COLOURS.map((c) => (
          <Badge
            key={c}
            pill
            bg=""
            className={`bg-${c}-subtle text-${c}-emphasis border border-${c}-subtle text-capitalize`}
          >
            {c}
          </Badge>
        ))}
      </div>
    </>
  );
}
