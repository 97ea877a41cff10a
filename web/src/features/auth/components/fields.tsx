import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

interface FieldProps extends InputProps {
  id: string;
  label: string;
  /** The message under the field (already translated). */
  error?: string;
  /** Help shown under the field, announced with it. */
  hint?: ReactNode;
  /** Extra elements describing the field (such as a form-level message). */
  describedBy?: string;
  /** Marks the field invalid without a message of its own. */
  invalid?: boolean;
  /** An element after the label, on the same line (such as "Forgot password?"). */
  labelAside?: ReactNode;
}

function describedByOf(
  id: string,
  error?: string,
  hint?: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
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

interface InputFieldProps extends FieldProps {
  /** A button joined to the end of the input (an input group). */
  addon?: ReactNode;
}

/**
 * The one labelled input of the account pages: the label, the input (with an optional button
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
      <Label id={id} label={label} aside={labelAside} />
      {addon ? (
        <div className={`input-group${isInvalid ? ' has-validation' : ''}`}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
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

/** A labelled input with its message under it (aria-invalid, aria-describedby). */
export function TextField(props: FieldProps) {
  return <InputField {...props} />;
}

/** A password input with a show/hide button. */
export function PasswordField(props: FieldProps) {
  const { t } = useTranslation('auth');
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
          className="btn btn-outline-secondary auth-password-toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          aria-label={t('fields.showPassword')}
          title={shown ? t('fields.hidePassword') : t('fields.showPassword')}
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
  error?: string;
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
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
