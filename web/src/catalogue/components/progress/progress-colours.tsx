import { ProgressBar } from 'react-bootstrap';

const VARIANTS = [
  { variant: 'success', now: 90 },
  { variant: 'info', now: 70 },
  { variant: 'warning', now: 50 },
  { variant: 'danger', now: 30 },
] as const;

const HEIGHTS = [
  { height: '2px', now: 40, name: 'A thin bar' },
  { height: '0.5rem', now: 55, name: 'A medium bar' },
  { height: '1.75rem', now: 70, name: 'A tall bar' },
];

/** Theme colours, and bars of several heights (the height goes on the track). */
export function ProgressColours() {
  return (
    <div className="d-grid gap-3">
      {VARIANTS.map(({ variant, now }) => (
        <ProgressBar key={variant}>
          <ProgressBar variant={variant} now={now} aria-label={`A ${variant} bar`} />
        </ProgressBar>
      ))}
      {HEIGHTS.map(({ height, now, name }) => (
        <ProgressBar key={height} style={{ height }}>
          <ProgressBar now={now} aria-label={name} />
        </ProgressBar>
      ))}
    </div>
  );
}
