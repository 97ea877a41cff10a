/** A save's outcome under a form, announced when it changes. */
export function SaveStatus({ status }: { status: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {status ? (
        <div
          className={`alert ${status.kind === 'ok' ? 'alert-success' : 'alert-danger'} py-2 mt-3 mb-0`}
          role={status.kind === 'error' ? 'alert' : 'status'}
          data-testid="save-status"
        >
          {status.text}
        </div>
      ) : null}
    </div>
  );
}
