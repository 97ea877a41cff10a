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
  'link',
] as const;

/** A filled button in every theme colour, and the link button. */
export function SolidButtons() {
  return (
    <div className="demo-row">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} className="text-capitalize">
          {variant}
        </Button>
      ))}
    </div>
  );
}
