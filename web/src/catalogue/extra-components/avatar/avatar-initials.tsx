import { Building2, User } from 'lucide-react';
import { Avatar, type AvatarColor } from './avatar';

const COLORS: AvatarColor[] = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
];
const NAMES = [
  'Grace Mwikali',
  'Peter Kioko',
  'Ann Wambua',
  'John Mutua',
  'Mary Nduku',
  'David Musyoka',
  'Kioko',
];

/** Initials in every theme colour, tinted or solid, and icons for someone without a name. */
export function AvatarInitials() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        {COLORS.map((c, i) => (
          <Avatar key={c} name={NAMES[i] ?? c} color={c} />
        ))}
      </div>
      <div className="demo-row">
        {COLORS.map((c, i) => (
          <Avatar key={c} name={NAMES[i] ?? c} color={c} solid />
        ))}
      </div>
      <div className="demo-row">
        <Avatar name="Unknown user" icon={User} />
        <Avatar name="Department of Water" icon={Building2} color="info" shape="rounded" />
        <Avatar name="Ward office" icon={Building2} color="success" solid shape="square" />
      </div>
    </div>
  );
}
