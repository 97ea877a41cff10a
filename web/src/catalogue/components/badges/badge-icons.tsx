import { CircleCheck, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Badge } from 'react-bootstrap';

const STATES: { label: string; bg: string; icon: LucideIcon }[] = [
  { label: 'Complete', bg: 'success', icon: CircleCheck },
  { label: 'Ongoing', bg: 'info', icon: Clock },
  { label: 'Stalled', bg: 'warning', icon: TriangleAlert },
];

/** A project's state as a badge with an icon. */
export function BadgeIcons() {
  return (
    <div className="demo-row">
      {STATES.map(({ label, bg, icon: Icon }) => (
        <Badge key={label} bg={bg} className="d-inline-flex align-items-center gap-1">
          <Icon size={12} aria-hidden="true" />
          {label}
        </Badge>
      ))}
    </div>
  );
}
