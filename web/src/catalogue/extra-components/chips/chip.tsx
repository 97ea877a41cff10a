import type { LucideIcon } from 'lucide-react';
import { CloseButton } from 'react-bootstrap';

export type ChipColor =
  'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark';

export interface ChipProps {
  label: string;
  color?: ChipColor;
  /** `solid` fills with the colour, `subtle` tints, `outline` draws only the border. */
  variant?: 'solid' | 'subtle' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  icon?: LucideIcon;
  /** A small picture at the start (a person, say). */
  avatarSrc?: string;
  /** Shows a remove button named "Remove <label>". */
  onRemove?: () => void;
}

const FONT = { sm: '0.75rem', md: '0.8125rem', lg: '0.9375rem' } as const;
const AVATAR = { sm: 16, md: 20, lg: 24 } as const;

/** A compact label on Bootstrap's pill badge, optionally with an icon, a picture and a remove button. */
export function Chip({
  label,
  color = 'primary',
  variant = 'subtle',
  size = 'md',
  icon: Icon,
  avatarSrc,
  onRemove,
}: ChipProps) {
  const tone =
    variant === 'solid'
      ? `text-bg-${color}`
      : variant === 'subtle'
        ? `bg-${color}-subtle text-${color}-emphasis border border-${color}-subtle`
        : `border border-${color} text-${color}-emphasis`;
  return (
    <span
      className={`badge rounded-pill d-inline-flex align-items-center gap-1 fw-medium ${tone}`}
      style={{ fontSize: FONT[size], paddingInlineStart: avatarSrc ? '0.25rem' : undefined }}
    >
      {avatarSrc ? (
        <img
          src={avatarSrc}
          alt=""
          width={AVATAR[size]}
          height={AVATAR[size]}
          className="rounded-circle"
        />
      ) : null}
      {Icon ? <Icon size={AVATAR[size] - 4} aria-hidden="true" /> : null}
      <span>{label}</span>
      {onRemove ? (
        <CloseButton
          variant={variant === 'solid' && color !== 'warning' ? 'white' : undefined}
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          className="ms-1"
          style={{ fontSize: '0.625em', opacity: 0.75 }}
        />
      ) : null}
    </span>
  );
}
