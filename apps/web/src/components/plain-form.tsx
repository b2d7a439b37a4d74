import './plain-input.css';
import './plain-form.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../lib/i18n';
import { type FormFieldOptions, useFormField } from '../lib/use-form-field';
import { PlainAlert, PlainSpinner } from './plain-feedback';

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'disabled' | 'ref'> & {
  label: string;
  /** Said under the field, in red with the field outlined in red. */
  error?: string;
  inputRef?: (input: HTMLInputElement | null) => void;
  /** On the field's frame (its margins). */
  className?: string;
};

/**
 * MUI's outlined TextField (medium, full width) as our theme drew it, for a page drawn without the
 * UI kit: the label sits in the field until it is focused or filled, then moves into a notch of
 * the outline (the legend, the same words unseen, cuts the notch's gap). An autofilled field
 * counts as filled before the browser tells the page its value.
 */
export function PlainTextField({ label, error, inputRef, className, id, required, value, ...input }: PlainTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  const filled = value !== undefined && value !== '';
  const classes = ['plain-field', filled && 'is-filled', error && 'is-error', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="plain-field-label" htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required && (
          // Two text nodes, as MUI wrote them: the words are shaped the same way.
          <span aria-hidden="true" className="plain-field-asterisk">
            {'\u2009'}
            {'*'}
          </span>
        )}
      </label>
      <div className="plain-input-root plain-field-box">
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          value={value}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
          className="plain-input plain-field-input"
        />
        <fieldset className="plain-outline" aria-hidden="true">
          <legend>
            <span>
              {label}
              {required && (
                <>
                  {'\u2009'}
                  {'*'}
                </>
              )}
            </span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p className="plain-field-helper" id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A text field of a form drawn without MUI: FormTextField's plain twin (the same binding). */
export function PlainFormTextField<Values extends FieldValues, Body>({
  control,
  name,
  format,
  inputRef,
  onBlur,
  ...props
}: Omit<PlainTextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> &
  FormFieldOptions<Values, Body>) {
  const field = useFormField({ control, name, format, inputRef, onBlur });
  return <PlainTextField {...props} {...field.props} inputRef={field.ref} error={field.message} />;
}

/** FormError's plain twin: what stopped the form that no single field explains, or nothing. */
export function PlainFormError({ message, className }: { message: string | null | undefined; className?: string }) {
  useTranslation();
  if (!message) return null;
  return (
    <PlainAlert severity="error" className={['plain-form-error', className].filter(Boolean).join(' ')}>
      {translateApiMessage(message)}
    </PlainAlert>
  );
}

/**
 * PendingButton's plain twin as a form's large, full-width submit: while `pending` it cannot be
 * pressed again and, unless told otherwise, shows a spinner; given `pendingLabel`, it says what
 * it is doing meanwhile.
 */
export function PlainSubmitButton({
  pending,
  pendingLabel,
  spinner = true,
  children,
}: {
  pending: boolean;
  pendingLabel?: ReactNode;
  /** False for a form whose button, as MUI drew it, only turns grey while it sends. */
  spinner?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={pending} className="site-button site-button-primary site-button-large plain-form-submit">
      {pending && spinner && (
        <span className="site-button-icon">
          <PlainSpinner size={16} />
        </span>
      )}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
