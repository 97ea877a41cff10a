import { Button } from 'react-bootstrap';

const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/** Outline buttons: quieter, for secondary actions. */
export function OutlineButtons() {
  return (
    <div className="demo-row">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={`outline-${variant}`} className="text-capitalize">
          {variant}
        </Button>
      ))}
    </div>
  );
}
