import { TextField, type TextFieldProps } from '@mui/material';
import type { ChangeEvent, Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../lib/i18n';

export type FormTextFieldProps<Values extends FieldValues, Body> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'inputRef'
> & {
  control: Control<Values, unknown, Body>;
  name: FieldPath<Values>;
  /** Reshapes what was typed before it is kept (a card number in groups of four, say). */
  format?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, previous: string) => string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text field of a form: its value and its message (in place of the helper text while there is
 * one) come from the form, and the form can move focus to it. The message is told in the language
 * shown: the shared rules checked in the browser speak English until then.
 */
export function FormTextField<Values extends FieldValues, Body>({
  control,
  name,
  format,
  inputRef,
  helperText,
  onBlur,
  ...props
}: FormTextFieldProps<Values, Body>) {
  const { field, fieldState } = useController({ control, name });
  // Shown again in the new language when the reader switches.
  useTranslation();
  const error = fieldState.error?.message;
  const message = error ? translateApiMessage(error) : undefined;
  const text = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={(event) => field.onChange(format ? format(event, text) : event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={(input: HTMLInputElement | null) => {
        field.ref(input);
        if (typeof inputRef === 'function') inputRef(input);
        else if (inputRef) inputRef.current = input;
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
