import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './validation';

type Values = Record<string, string | boolean>;

export interface UseFormOptions<V extends Values> {
  initialValues: V;
  /** Client-side checks; field → message key. */
  validate: (values: V) => FieldErrors<keyof V & string>;
}

/**
 * A small controlled form: values, field messages, a submit that validates first, and focus on
 * the first invalid field (in page order) whenever a submit finds problems, on the client or
 * from the server. After the first submit, a field is checked again as it changes.
 * `onValid` may return the server's field messages, or `null` when all went well.
 */
export function useForm<V extends Values>({ initialValues, validate }: UseFormOptions<V>) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = useCallback((next: FieldErrors<Field>) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequest((n) => n + 1);
  }, []);

  const setValue = useCallback(
    <F extends Field>(field: F, value: V[F]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setErrors((current) => {
        const { [field]: _dropped, ...rest } = current;
        const others = rest as FieldErrors<Field>;
        if (!submitted) return others;
        // Check the changed field again, and refresh the other client-side messages (such as
        // "do not match"); messages from the server stay until their own field changes.
        const fresh = validate(next);
        const updated: FieldErrors<Field> = {};
        for (const [name, message] of Object.entries(others) as [Field, string | undefined][]) {
          if (!message) continue;
          const isClient = message.startsWith('validation.');
          const replacement = isClient ? fresh[name] : message;
          if (replacement) updated[name] = replacement;
        }
        const own = fresh[field];
        if (own) updated[field] = own;
        return updated;
      });
    },
    [values, submitted, validate],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { name, type, checked, value } = event.target;
      setValue(name as Field, (type === 'checkbox' ? checked : value) as V[Field]);
    },
    [setValue],
  );

  type OnValid = (values: V) => Promise<FieldErrors<Field> | null> | FieldErrors<Field> | null;

  /** Validates `submittedValues` (the current values by default), then runs `onValid`. */
  const submit = useCallback(
    (onValid: OnValid, submittedValues: V = values) => {
      if (inFlight.current) return;
      setSubmitted(true);
      const clientErrors = validate(submittedValues);
      if (Object.values(clientErrors).some(Boolean)) {
        showErrors(clientErrors);
        return;
      }
      setErrors({});
      setSubmitting(true);
      inFlight.current = true;
      void Promise.resolve()
        .then(() => onValid(submittedValues))
        .then((serverErrors) => {
          if (serverErrors) showErrors(serverErrors);
        })
        .finally(() => {
          inFlight.current = false;
          setSubmitting(false);
        });
    },
    [validate, values, showErrors],
  );

  const handleSubmit = useCallback(
    (onValid: OnValid) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(onValid);
    },
    [submit],
  );

  /** Focuses the first invalid field after the next render. */
  const focusFirstInvalid = useCallback(() => setFocusRequest((n) => n + 1), []);

  return {
    values,
    errors,
    submitting,
    formRef,
    setValue,
    setValues,
    onChange,
    handleSubmit,
    submit,
    focusFirstInvalid,
    /** Shows messages (such as the server's) and focuses the first invalid field. */
    showErrors,
  };
}
