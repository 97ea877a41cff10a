import { Button } from 'react-bootstrap';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

/** Outline buttons: quieter, for secondary actions. Light outline is for dark backgrounds. */
export function OutlineButtons() {
  return (
    <div className="demo-row">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={`outline-${variant}`} className="text-capitalize">
          {variant}
        </Button>
      ))}
      <div className="bg-dark rounded p-2" data-bs-theme="dark">
        <Button variant="outline-light">Light</Button>
      </div>
    </div>
  );
}
