import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors } from './form-errors';
import './zod-config';

/** A schema a form is checked by: its fields in, the request body out (the contract's, as the server uses it). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodFormValues<Schema extends FormSchema> = z.input<Schema>;

export type ZodForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> & {
  /**
   * The form's onSubmit (or a dialog button's onClick): checks the fields by the schema, then hands the parsed body to `send`.
   * A submit while `send` still runs (a double click, Enter pressed again) is ignored, so one click
   * sends one request: `send` should resolve only once its request has settled.
   */
  submit: (
    send: (body: z.output<Schema>) => Promise<void> | void,
    options?: SubmitOptions<Schema>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Says the server's own field messages (a 400's `details`) beside the fields of `fields` it names
   * and moves focus to the first of them. False when it named none of them: the caller then says
   * what went wrong for the whole form.
   */
  showServerErrors: (error: unknown, fields: readonly FieldPath<z.input<Schema>>[]) => boolean;
  /**
   * Moves focus to a field after the next render: by then it shows its message, and it is enabled
   * again if the form disabled its fields while sending.
   */
  focusField: (name: FieldPath<z.input<Schema>>) => void;
};

/**
 * How a form's values are checked: by `schema`, each field getting the first rule it breaks (so
 * "required" is said before "too long"), with the schema's output as the body to send.
 */
export function formResolver<Schema extends FormSchema>(schema: Schema) {
  return zodResolver(schema);
}

type SubmitOptions<Schema extends FormSchema> = {
  /** Called instead of `send` when the fields do not pass (their messages are shown either way). */
  onInvalid?: SubmitErrorHandler<z.input<Schema>>;
  /** While true a submit does nothing at all, not even the checks (photos still uploading, say). */
  isBlocked?: boolean;
};

type ZodFormOptions<Schema extends FormSchema> = Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;

/**
 * react-hook-form over a zod schema, the way every form of the app works: messages appear when the
 * form is submitted (or as `mode` says), and a field's message goes away as soon as it is edited
 * rather than being re-checked at each key press; the first field to fix takes the focus.
 */
export function useZodForm<Schema extends FormSchema>(schema: Schema, options: ZodFormOptions<Schema> = {}): ZodForm<Schema> {
  const checksWhileTyping = options.mode !== undefined && options.mode !== 'onSubmit';
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // A form that checks as one types keeps doing so after a submit.
    reValidateMode: checksWhileTyping ? 'onChange' : 'onSubmit',
    ...options,
    resolver: formResolver(schema),
  });
  const isRunning = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ name: FieldPath<z.input<Schema>> }>();
  const { subscribe, getFieldState, clearErrors, setError, setFocus } = form;

  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.name);
  }, [focusRequest, setFocus]);
  // A new object each time, so asking for the same field twice moves focus twice.
  const focusField = (name: FieldPath<z.input<Schema>>) => setFocusRequest({ name });

  useEffect(() => {
    if (checksWhileTyping) return;
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type !== 'change' || !name) return;
        const field = name as FieldPath<z.input<Schema>>;
        if (getFieldState(field).error) clearErrors(field);
      },
    });
  }, [checksWhileTyping, subscribe, getFieldState, clearErrors]);

  const submit: ZodForm<Schema>['submit'] =
    (send, { onInvalid, isBlocked = false } = {}) =>
    async (event) => {
      event?.preventDefault();
      if (isBlocked || isRunning.current) return;
      isRunning.current = true;
      try {
        await form.handleSubmit(send, onInvalid)(event);
      } finally {
        isRunning.current = false;
      }
    };

  const showServerErrors: ZodForm<Schema>['showServerErrors'] = (error, fields) => {
    const found = serverFieldErrors(error, fields);
    const named = fields.filter((field) => found[field]);
    for (const field of named) setError(field, { type: 'server', message: found[field] });
    const first = named[0];
    if (first) focusField(first);
    return first !== undefined;
  };

  return { ...form, submit, showServerErrors, focusField };
}
