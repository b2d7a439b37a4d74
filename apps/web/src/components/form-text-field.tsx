import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldOptions, useFormField } from '../lib/use-form-field';

export type FormTextFieldProps<Values extends FieldValues, Body> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> &
  FormFieldOptions<Values, Body>;

/**
 * A text field of a form: its value and its message (in place of the helper text while there is
 * one) come from the form, and the form can move focus to it.
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
  const field = useFormField({ control, name, format, inputRef, onBlur });
  return (
    <TextField
      {...props}
      {...field.props}
      inputRef={field.ref}
      error={Boolean(field.message)}
      helperText={field.message ?? helperText}
    />
  );
}
