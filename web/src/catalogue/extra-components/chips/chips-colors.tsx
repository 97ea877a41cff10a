import { Chip, type ChipColor } from './chip';

const COLORS: ChipColor[] = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
];

/** Every theme colour, tinted, solid and outlined, and three sizes. */
export function ChipsColors() {
  return (
    <div className="d-grid gap-3">
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <div key={variant} className="demo-row">
          {COLORS.map((c) => (
            <Chip key={c} label={`${c} ${variant}`} color={c} variant={variant} />
          ))}
        </div>
      ))}
      <div className="demo-row">
        <Chip label="Small" size="sm" />
        <Chip label="Medium" size="md" />
        <Chip label="Large" size="lg" />
      </div>
    </div>
  );
}
