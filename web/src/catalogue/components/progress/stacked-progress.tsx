import { ProgressBar } from 'react-bootstrap';

const SHARES = [
  { label: 'Complete', now: 48, variant: 'success' },
  { label: 'Ongoing', now: 32, variant: 'info' },
  { label: 'Stalled', now: 12, variant: 'danger' },
] as const;

/** Several bars in one track: the share of projects in each state. */
export function StackedProgress() {
  return (
    <>
      <ProgressBar>
        {SHARES.map((s) => (
          <ProgressBar
            key={s.label}
            now={s.now}
            variant={s.variant}
            label={`${s.now}%`}
            aria-label={s.label}
          />
        ))}
      </ProgressBar>
      <ul className="list-inline small mt-2 mb-0">
        {SHARES.map((s) => (
          <li
            key={s.label}
            className="list-inline-item d-inline-flex align-items-center gap-1 me-3"
          >
            <span
              className={`d-inline-block rounded-circle bg-${s.variant}`}
              style={{ width: 10, height: 10 }}
              aria-hidden="true"
            />
            {s.label} {s.now}%
          </li>
        ))}
      </ul>
    </>
  );
}
