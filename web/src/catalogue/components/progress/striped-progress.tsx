import { ProgressBar } from 'react-bootstrap';

const BARS = [
  { variant: 'primary', now: 20, animated: false },
  { variant: 'success', now: 40, animated: false },
  { variant: 'info', now: 60, animated: false },
  { variant: 'warning', now: 75, animated: true },
  { variant: 'danger', now: 90, animated: true },
] as const;

/**
 * Stripes, and moving stripes (animated). The stripes stop moving for visitors who asked for
 * reduced motion (Bootstrap's stylesheet handles it).
 */
export function StripedProgress() {
  return (
    <div className="d-grid gap-3">
      {BARS.map(({ variant, now, animated }) => (
        <ProgressBar key={variant}>
          <ProgressBar
            striped
            animated={animated}
            variant={variant}
            now={now}
            aria-label={`${animated ? 'Animated' : 'Striped'} ${variant} bar`}
          />
        </ProgressBar>
      ))}
    </div>
  );
}
