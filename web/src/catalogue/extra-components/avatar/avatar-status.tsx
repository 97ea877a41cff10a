import { Avatar, type AvatarStatus } from './avatar';
import { PEOPLE } from './avatar-data';

const STATUSES: AvatarStatus[] = ['online', 'away', 'busy', 'offline'];

/** A status dot at the end corner; the status is part of the avatar's name for screen readers. */
export function AvatarStatusDemo() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row gap-3">
        {STATUSES.map((s, i) => (
          <Avatar key={s} name={PEOPLE[i]?.name ?? s} src={PEOPLE[i]?.src} status={s} size="lg" />
        ))}
      </div>
      <div className="demo-row gap-3">
        {STATUSES.map((s, i) => (
          <span key={s} className="d-inline-flex align-items-center gap-2">
            <Avatar name={PEOPLE[i + 1]?.name ?? s} status={s} color="info" />
            <span className="small text-capitalize" aria-hidden="true">
              {s}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
