import type { ReactNode } from 'react';

/** A labelled form field with its error message tied to the control. */
export function Field({
  id,
  label,
  error,
  children,
  className = 'col-12 col-md-6',
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
