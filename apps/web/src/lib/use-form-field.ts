import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from './i18n';

export type FormFieldOptions<Values extends FieldValues, Body> = {
  control: Control<Values, unknown, Body>;
  name: FieldPath<Values>;
  /** Reshapes what was typed before it is kept (a card number in groups of four, say). */
  format?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, previous: string) => string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** Called after the form has marked the field touched. */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/**
 * A text field's part in its form, whichever way the field is drawn (MUI's TextField or the plain
 * one): its value, its message told in the language shown (the shared rules checked in the browser
 * speak English until then), and the ref by which the form moves focus to it.
 */
export function useFormField<Values extends FieldValues, Body>({
  control,
  name,
  format,
  inputRef,
  onBlur,
}: FormFieldOptions<Values, Body>) {
  const { field, fieldState } = useController({ control, name });
  // Shown again in the new language when the reader switches.
  useTranslation();
  const error = fieldState.error?.message;
  const text = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  return {
    /** What the field's input takes from the form. */
    props: {
      name: field.name,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        field.onChange(format ? format(event, text) : event.target.value),
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        field.onBlur();
        onBlur?.(event);
      },
    },
    message: error ? translateApiMessage(error) : undefined,
    ref: (input: HTMLInputElement | HTMLTextAreaElement | null) => {
      field.ref(input);
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
    },
  };
}
