import { Avatar } from './avatar';
import { PEOPLE } from './avatar-data';

/** Pictures, cropped to a circle, rounded corners or a square. */
export function AvatarImages() {
  return (
    <div className="demo-row">
      {PEOPLE.slice(0, 3).map((p) => (
        <Avatar key={p.name} name={p.name} src={p.src} size="lg" />
      ))}
      <Avatar name={PEOPLE[3].name} src={PEOPLE[3].src} size="lg" shape="rounded" />
      <Avatar name={PEOPLE[4].name} src={PEOPLE[4].src} size="lg" shape="square" />
    </div>
  );
}
