import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import './form-field.scss';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface FieldProps extends InputProps {
  id: string;
  label: string;
  /** The message under the field (already translated); the field is invalid while it shows. */
  error?: string | null;
  /** Help shown under the field, announced with it. */
  hint?: ReactNode;
  /** Extra elements describing the field (such as a form-level message). */
  describedBy?: string;
  /** Marks the field invalid without a message of its own. */
  invalid?: boolean;
  /** An element after the label, on the same line (such as "Forgot password?"). */
  labelAside?: ReactNode;
  /** The input itself (a form library registers it through this). */
  ref?: Ref<HTMLInputElement>;
}

function describedByOf(
  id: string,
  error?: string | null,
  hint?: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's label, with an optional element on the same line after it. */
export function FieldLabel({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  if (!aside) {
    return (
      <label htmlFor={id} className="form-label">
        {label}
      </label>
    );
  }
  return (
    <div className="d-flex justify-content-between align-items-baseline gap-2 flex-wrap">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {aside}
    </div>
  );
}

/** The message under field `id` (its element is `${id}-error`, which the field names). */
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

interface InputFieldProps extends FieldProps {
  /** A button joined to the end of the input (an input group). */
  addon?: ReactNode;
  /** Text joined to the start of the input, such as a currency (an input group). */
  startText?: string;
  /** Text joined to the end of the input, such as a unit (an input group). */
  endText?: string;
}

/**
 * The one labelled input of the app's forms: the label, the input (with an optional button
 * joined to it), then its message and help, tied to the input by aria-describedby.
 */
function InputField({
  id,
  label,
  error,
  hint,
  describedBy,
  invalid,
  labelAside,
  addon,
  startText,
  endText,
  ...input
}: InputFieldProps) {
  const isInvalid = Boolean(error) || Boolean(invalid);
  const control = (
    <input
      id={id}
      className={`form-control${isInvalid ? ' is-invalid' : ''}`}
      aria-invalid={isInvalid ? true : undefined}
      aria-describedby={describedByOf(id, error, hint, describedBy)}
      {...input}
    />
  );
  return (
    <div className="mb-3">
      <FieldLabel id={id} label={label} aside={labelAside} />
      {addon || startText || endText ? (
        <div className={`input-group${isInvalid ? ' has-validation' : ''}`}>
          {startText ? <span className="input-group-text">{startText}</span> : null}
          {control}
          {endText ? <span className="input-group-text">{endText}</span> : null}
          {addon}
        </div>
      ) : (
        control
      )}
      <FieldMessage id={id} message={error} />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A labelled input with its message under it (aria-invalid, aria-describedby). */
export function TextField(props: Omit<InputFieldProps, 'addon'>) {
  return <InputField {...props} />;
}

interface PasswordFieldProps extends FieldProps {
  /** The show/hide button's name (it says whether the password shows by aria-pressed). */
  showLabel: string;
  /** The button's tooltip while the password shows. */
  hideLabel: string;
}

/** A password input with a show/hide button. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <InputField
      spellCheck={false}
      autoCapitalize="off"
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          aria-label={showLabel}
          title={shown ? hideLabel : showLabel}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}

interface CheckFieldProps extends Omit<InputProps, 'type'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its message under it. */
export function CheckField({ id, label, error, ...input }: CheckFieldProps) {
  return (
    <div className="mb-3">
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        <FieldMessage id={id} message={error} />
      </div>
    </div>
  );
}
