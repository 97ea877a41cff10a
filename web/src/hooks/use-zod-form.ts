import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
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

type Schema<V extends FieldValues> = z.ZodType<unknown, V>;

/**
 * A form's schema, or a loader of it (`() => import('./validation').then((m) => m.loginSchema)`):
 * with a loader the form draws without zod, and its checks load once the form is on the screen
 * (a page whose first paint matters, such as the sign-in pages on a phone).
 */
export type FormSchema<V extends FieldValues> = Schema<V> | (() => Promise<Schema<V>>);

interface LoadedChecks<V extends FieldValues> {
  resolver: Resolver<V, unknown, V>;
  /** Starts loading the schema, once. */
  load: () => void;
}

function loadedChecks<V extends FieldValues>(loader: () => Promise<Schema<V>>): LoadedChecks<V> {
  let loading: Promise<Resolver<V, unknown, V>> | undefined;
  const load = () => {
    loading ??= loader().then((schema) => zodResolver(schema, undefined, { raw: true }));
    loading.catch(() => {
      // A failed load (the network dropped) is tried again by the next check.
      loading = undefined;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      try {
        return (await load())(values, context, options);
      } catch {
        // The checks are a convenience: the service checks what it is sent and answers with
        // its own messages (or the form's "could not send" when the network is down).
        return { values, errors: {} };
      }
    },
    load: () => void load().catch(() => undefined),
  };
}

/**
 * The app's one way of handling a form: react-hook-form checking the values against a zod
 * schema (the `@app/common` contract, or a form schema built on it). Messages show after the
 * first submit, and a field is checked again as it changes; a submit that finds problems
 * focuses the first invalid field in page order. Messages are whatever the schema says
 * (translation keys, by convention), so each form turns them into text.
 */
export function useZodForm<V extends FieldValues>(
  schema: FormSchema<V>,
  defaultValues: DefaultValues<V> & V,
): ZodForm<V> {
  // A loader is read once and its schema kept; a schema given as is may change (it is rebuilt
  // from the form's inputs, as the project editor's is).
  const [loaded] = useState(() => (typeof schema === 'function' ? loadedChecks(schema) : null));
  useEffect(() => loaded?.load(), [loaded]);
  const form = useForm<V, unknown, V>({
    resolver: loaded?.resolver ?? zodResolver(schema as Schema<V>, undefined, { raw: true }),
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
