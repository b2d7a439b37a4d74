import './plain-input.css';
import './plain-form.css';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../lib/i18n';
import { type FormFieldOptions, useFormField } from '../lib/use-form-field';
import { PlainAlert, PlainSpinner } from './plain-feedback';

type FieldFrameProps = {
  label: string;
  /** Said under the field, in red with the field outlined in red. */
  error?: string;
  /** On the field's frame (its margins). */
  className?: string;
};

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'disabled' | 'ref'> &
  FieldFrameProps & { inputRef?: (input: HTMLInputElement | null) => void };

type PlainTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'disabled' | 'ref' | 'rows'> &
  FieldFrameProps & {
    inputRef?: (textarea: HTMLTextAreaElement | null) => void;
    /** How many lines it shows empty; it grows with what is written. */
    minRows: number;
  };

/** A required field's mark, written as MUI wrote it: two text nodes, so the words are shaped the same way. */
const requiredMark = (
  <>
    {'\u2009'}
    {'*'}
  </>
);

/**
 * MUI's outlined TextField (medium, full width) as our theme drew it, around the input or
 * textarea `children` (given the frame's `inputId` and `describedBy`): the label sits in the field
 * until it is focused or filled, then moves into a notch of the outline (the legend, the same words
 * unseen, cuts the notch's gap). An autofilled field counts as filled before the browser tells the
 * page its value.
 */
function PlainFieldFrame({
  label,
  error,
  className,
  id,
  required,
  filled,
  multiline = false,
  children,
}: FieldFrameProps & {
  id: string | undefined;
  required: boolean | undefined;
  filled: boolean;
  multiline?: boolean;
  children: (inputId: string, describedBy: string | undefined) => ReactNode;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  const classes = ['plain-field', filled && 'is-filled', error && 'is-error', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="plain-field-label" htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required && (
          <span aria-hidden="true" className="plain-field-asterisk">
            {requiredMark}
          </span>
        )}
      </label>
      <div className={multiline ? 'plain-input-root plain-field-box is-multiline' : 'plain-input-root plain-field-box'}>
        {children(inputId, error ? helperId : undefined)}
        <fieldset className="plain-outline" aria-hidden="true">
          <legend>
            <span>
              {label}
              {required && requiredMark}
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

/** A one-line text field drawn without the UI kit (PlainFieldFrame around an input). */
export function PlainTextField({ label, error, inputRef, className, id, required, value, ...input }: PlainTextFieldProps) {
  const filled = value !== undefined && value !== '';
  return (
    <PlainFieldFrame {...{ label, error, className, id, required, filled }}>
      {(inputId, describedBy) => (
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          value={value}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="plain-input plain-field-input"
        />
      )}
    </PlainFieldFrame>
  );
}

/**
 * MUI's multiline TextField (`minRows`, no most) drawn without the UI kit: a textarea that grows
 * with what is written (CSS field-sizing; a browser without it shows `minRows` lines and scrolls).
 */
export function PlainTextAreaField({
  label,
  error,
  inputRef,
  className,
  id,
  required,
  value,
  minRows,
  ...textarea
}: PlainTextAreaFieldProps) {
  const filled = value !== undefined && value !== '';
  return (
    <PlainFieldFrame {...{ label, error, className, id, required, filled }} multiline>
      {(inputId, describedBy) => (
        <textarea
          {...textarea}
          ref={inputRef}
          id={inputId}
          value={value}
          rows={minRows}
          style={{ minHeight: `calc(${minRows} * 1.4375em)` }}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="plain-input plain-field-input plain-field-textarea"
        />
      )}
    </PlainFieldFrame>
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

/** A multiline text field of a form drawn without MUI: FormTextField's plain twin with `multiline`. */
export function PlainFormTextArea<Values extends FieldValues, Body>({
  control,
  name,
  format,
  onBlur,
  ...props
}: Omit<PlainTextAreaFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> &
  Omit<FormFieldOptions<Values, Body>, 'inputRef'>) {
  const field = useFormField({ control, name, format, onBlur });
  return <PlainTextAreaField {...props} {...field.props} inputRef={field.ref} error={field.message} />;
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
 * PendingButton's plain twin as a form's large submit (full width unless told otherwise): while
 * `pending` it cannot be pressed again and, unless told otherwise, shows a spinner; given
 * `pendingLabel`, it says what it is doing meanwhile.
 */
export function PlainSubmitButton({
  pending,
  pendingLabel,
  spinner = true,
  fullWidth = true,
  children,
}: {
  pending: boolean;
  pendingLabel?: ReactNode;
  /** False for a form whose button, as MUI drew it, only turns grey while it sends. */
  spinner?: boolean;
  /** False for a button as wide as its words. */
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const classes = 'site-button site-button-primary site-button-large plain-form-submit';
  return (
    <button type="submit" disabled={pending} className={fullWidth ? `${classes} is-full-width` : classes}>
      {pending && spinner && (
        <span className="site-button-icon">
          <PlainSpinner size={16} />
        </span>
      )}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
