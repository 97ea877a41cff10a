import type { LucideIcon } from 'lucide-react';
import { initials } from './initials';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type AvatarColor =
  'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark';
export type AvatarStatus = 'online' | 'away' | 'busy' | 'offline';

const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 56, xl: 72 };
const STATUS_COLOR: Record<AvatarStatus, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  busy: 'bg-danger',
  offline: 'bg-secondary',
};

export interface AvatarProps {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  src?: string;
  /** An icon instead of initials. */
  icon?: LucideIcon;
  /** Short text instead of initials (a count, "+2"). */
  text?: string;
  size?: AvatarSize;
  color?: AvatarColor;
  /** Filled background instead of the subtle tint. */
  solid?: boolean;
  shape?: 'circle' | 'rounded' | 'square';
  status?: AvatarStatus;
  /** Adds a ring in the surface colour (for stacked groups). */
  ring?: boolean;
  className?: string;
}

/**
 * A person as a picture, initials or an icon, in five sizes, with an optional status dot. Drawn
 * with Bootstrap's utilities only (Bootstrap has no avatar component).
 */
export function Avatar({
  name,
  src,
  icon: Icon,
  text,
  size = 'md',
  color = 'primary',
  solid = false,
  shape = 'circle',
  status,
  ring = false,
  className = '',
}: AvatarProps) {
  const px = PIXELS[size];
  const radius =
    shape === 'circle' ? 'rounded-circle' : shape === 'rounded' ? 'rounded-3' : 'rounded-0';
  const tone = solid ? `text-bg-${color}` : `bg-${color}-subtle text-${color}-emphasis`;
  const label = status ? `${name} (${status})` : name;
  return (
    <span
      className={`position-relative d-inline-flex flex-shrink-0 ${className}`}
      style={{ width: px, height: px }}
      role="img"
      aria-label={label}
      title={label}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={px}
          height={px}
          className={`${radius} object-fit-cover${ring ? ' avatar-ring' : ''}`}
        />
      ) : (
        <span
          className={`d-inline-flex w-100 h-100 align-items-center justify-content-center fw-semibold ${radius} ${tone}${ring ? ' avatar-ring' : ''}`}
          style={{ fontSize: px * 0.4 }}
          aria-hidden="true"
        >
          {Icon ? <Icon size={px * 0.5} /> : (text ?? initials(name))}
        </span>
      )}
      {status ? (
        <span
          className={`position-absolute bottom-0 end-0 rounded-circle avatar-ring ${STATUS_COLOR[status]}`}
          style={{ width: Math.max(8, px * 0.28), height: Math.max(8, px * 0.28) }}
          aria-hidden="true"
        />
      ) : null}
    </span>
  );
}
