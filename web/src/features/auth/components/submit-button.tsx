import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While the form is sent: the button is disabled, busy, and shows `busyLabel` with a spinner. */
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}

/** The full-width submit button of an account form. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
