import { Avatar, type AvatarSize } from './avatar';
import { PEOPLE } from './avatar-data';

const SIZES: AvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Five sizes, 24 to 72 pixels, with initials and with a picture. */
export function AvatarSizes() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row gap-3">
        {SIZES.map((s) => (
          <Avatar key={s} name="Grace Mwikali" size={s} />
        ))}
      </div>
      <div className="demo-row gap-3">
        {SIZES.map((s) => (
          <Avatar key={s} name={PEOPLE[1].name} src={PEOPLE[1].src} size={s} status="online" />
        ))}
      </div>
    </div>
  );
}
