import { Badge } from 'react-bootstrap';

const SIZES = [
  { className: 'fs-6', label: 'Large' },
  { className: '', label: 'Default' },
  { className: 'small', label: 'Small' },
];

/** Pills sized with the font-size utilities, and with extra padding. */
export function PillBadgeSizes() {
  return (
    <div className="demo-row">
      {SIZES.map((s) => (
        <Badge key={s.label} pill bg="primary" className={s.className}>
          {s.label}
        </Badge>
      ))}
      <Badge pill bg="success" className="px-3 py-2">
        Roomy
      </Badge>
    </div>
  );
}
