import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  label: string;
  /** The field's message (already translated). */
  error?: string | null;
  /** Help under the field, announced with it. */
  hint?: ReactNode;
}

/** A labelled input with its message and help tied to it for assistive technology. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

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
