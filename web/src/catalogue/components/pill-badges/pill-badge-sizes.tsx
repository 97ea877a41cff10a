import { Badge } from 'react-bootstrap';

// A badge's font size is 0.75em of its surroundings, so it is sized through its parent.
const SIZES = [
  { className: 'fs-4', label: 'Large' },
  { className: '', label: 'Default' },
  { className: 'small', label: 'Small' },
];

/** Pills sized by the text around them, and one with extra padding. */
export function PillBadgeSizes() {
  return (
    <div className="demo-row">
      {SIZES.map((s) => (
        <span key={s.label} className={s.className}>
          <Badge pill bg="primary">
            {s.label}
          </Badge>
        </span>
      ))}
      <Badge pill bg="success" className="px-3 py-2">
        Roomy
      </Badge>
    </div>
  );
}
