import { useCallback, useRef, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** Field → message (a translation key or the server's text); a field left out has none. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a submit's work may answer: the server's field messages, or null when all went well. */
type OnValid<V extends FieldValues> = (
  values: V,
) => Promise<FieldErrors<Path<V>> | null | void> | FieldErrors<Path<V>> | null | void;

export interface ZodForm<V extends FieldValues> extends UseFormReturn<V, unknown, V> {
  /** The message of `field`, or undefined when it has none. */
  messageOf: (field: Path<V>) => string | undefined;
  /** Shows messages under their fields (such as the server's) and focuses the first, in page order. */
  showErrors: (errors: FieldErrors<Path<V>>) => void;
  /** An onSubmit handler: validates, then runs `onValid` once at a time. */
  onSubmit: (onValid: OnValid<V>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Sets every value, then submits as if the form had been sent. */
  submitValues: (values: V, onValid: OnValid<V>) => Promise<void>;
}

/**
 * The app's one way of handling a form: react-hook-form checking the values against a zod
 * schema (the `@app/common` contract, or a form schema built on it). Messages show after the
 * first submit, and a field is checked again as it changes; a submit that finds problems
 * focuses the first invalid field in page order. Messages are whatever the schema says
 * (translation keys, by convention), so each form turns them into text.
 */
export function useZodForm<V extends FieldValues>(
  schema: z.ZodType<unknown, V>,
  defaultValues: DefaultValues<V> & V,
): ZodForm<V> {
  const form = useForm<V, unknown, V>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { formState, setError, setFocus, handleSubmit, reset } = form;
  const inFlight = useRef(false);
  // The fields in page order: the form's fields are declared in the order they are drawn.
  const order = useRef(Object.keys(defaultValues) as Path<V>[]);

  // Read while drawing, so the form subscribes to its messages.
  const messageOf = (field: Path<V>) => {
    const message = formState.errors[field]?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };

  const showErrors = useCallback(
    (errors: FieldErrors<Path<V>>) => {
      let first: Path<V> | null = null;
      for (const field of order.current) {
        const message = errors[field];
        if (!message) continue;
        setError(field, { type: 'server', message });
        first ??= field;
      }
      if (first) setFocus(first);
    },
    [setError, setFocus],
  );

  const run = useCallback(
    async (onValid: OnValid<V>, values: V) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const errors = await onValid(values);
        if (errors) showErrors(errors);
      } finally {
        inFlight.current = false;
      }
    },
    [showErrors],
  );

  const onSubmit = useCallback(
    (onValid: OnValid<V>) => handleSubmit((values) => run(onValid, values)),
    [handleSubmit, run],
  );

  const submitValues = useCallback(
    (values: V, onValid: OnValid<V>) => {
      if (inFlight.current) return Promise.resolve();
      reset(values, { keepDefaultValues: true, keepSubmitCount: true, keepIsSubmitted: true });
      return handleSubmit((checked) => run(onValid, checked))();
    },
    [handleSubmit, reset, run],
  );

  return { ...form, messageOf, showErrors, onSubmit, submitValues };
}
