import { Avatar } from './avatar';
import { PEOPLE } from './avatar-data';

/**
 * Overlapping avatars (negative margins, a ring in the surface colour), with a count of the rest.
 * The group is a list with its own name.
 */
export function AvatarGroup() {
  const shown = PEOPLE.slice(0, 4);
  const rest = PEOPLE.length - shown.length;
  return (
    <div className="d-grid gap-3">
      <ul className="list-unstyled d-flex align-items-center mb-0 ps-0" aria-label="Project team">
        {shown.map((p, i) => (
          <li key={p.name} className={i === 0 ? undefined : 'ms-n2'}>
            <Avatar name={p.name} src={p.src} ring />
          </li>
        ))}
        <li className="ms-n2">
          <Avatar name={`${rest} more people`} text={`+${rest}`} ring color="secondary" solid />
        </li>
      </ul>
      <ul className="list-unstyled d-flex align-items-center mb-0 ps-0" aria-label="Ward officers">
        {PEOPLE.map((p, i) => (
          <li key={p.name} className={i === 0 ? undefined : 'ms-n2'}>
            <Avatar
              name={p.name}
              size="lg"
              ring
              color={(['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const)[i]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
