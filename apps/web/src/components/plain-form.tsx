import './plain-input.css';
import './plain-form.css';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../lib/i18n';
import { type FormFieldOptions, useFormField } from '../lib/use-form-field';
import { PlainAlert } from './plain-feedback';
import { PlainPendingButton } from './plain-pending-button';

type FieldFrameProps = {
  label: string;
  /** Said under the field, in red with the field outlined in red. */
  error?: string;
  /** Said under the field while there is no error; ' ' keeps the line for one (the form does not move). */
  helperText?: string;
  /** The label stays above the box, so a placeholder shows the shape of what to type. */
  shrink?: boolean;
  disabled?: boolean;
  /** On the field's frame (its margins). */
  className?: string;
};

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'ref'> &
  FieldFrameProps & {
    inputRef?: (input: HTMLInputElement | null) => void;
    /** Drawn at the box's end, as MUI's InputAdornment (an icon in the action colour). */
    endAdornment?: ReactNode;
  };

type PlainTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'ref' | 'rows'> &
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
  helperText,
  shrink = false,
  disabled = false,
  className,
  id,
  required,
  filled,
  multiline = false,
  endAdornment,
  children,
}: FieldFrameProps & {
  id: string | undefined;
  required: boolean | undefined;
  filled: boolean;
  multiline?: boolean;
  endAdornment?: ReactNode;
  children: (inputId: string, describedBy: string | undefined) => ReactNode;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  const helper = error ?? helperText;
  // A helper of one space only keeps its line: as MUI, a zero-width space no one reads out.
  const describedBy = helper && helper !== ' ' ? helperId : undefined;
  const classes = [
    'plain-field',
    filled && 'is-filled',
    shrink && 'is-shrunk',
    error && 'is-error',
    disabled && 'is-disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const boxClasses = ['plain-input-root', 'plain-field-box', multiline && 'is-multiline', endAdornment !== undefined && 'has-end']
    .filter(Boolean)
    .join(' ');
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
      <div className={boxClasses}>
        {children(inputId, describedBy)}
        {endAdornment !== undefined && <div className="plain-field-adornment">{endAdornment}</div>}
        <fieldset className="plain-outline" aria-hidden="true">
          <legend>
            <span>
              {label}
              {required && requiredMark}
            </span>
          </legend>
        </fieldset>
      </div>
      {helper &&
        (helper === ' ' ? (
          <p className="plain-field-helper">
            <span aria-hidden="true">{'\u200b'}</span>
          </p>
        ) : (
          <p className="plain-field-helper" id={helperId}>
            {helper}
          </p>
        ))}
    </div>
  );
}

/** A one-line text field drawn without the UI kit (PlainFieldFrame around an input). */
export function PlainTextField({
  label,
  error,
  helperText,
  shrink,
  endAdornment,
  inputRef,
  className,
  id,
  required,
  disabled,
  value,
  ...input
}: PlainTextFieldProps) {
  const filled = value !== undefined && value !== '';
  return (
    <PlainFieldFrame {...{ label, error, helperText, shrink, disabled, className, id, required, filled, endAdornment }}>
      {(inputId, describedBy) => (
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          value={value}
          required={required}
          disabled={disabled}
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
  helperText,
  shrink,
  inputRef,
  className,
  id,
  required,
  disabled,
  value,
  minRows,
  ...textarea
}: PlainTextAreaFieldProps) {
  const filled = value !== undefined && value !== '';
  return (
    <PlainFieldFrame {...{ label, error, helperText, shrink, disabled, className, id, required, filled }} multiline>
      {(inputId, describedBy) => (
        <textarea
          {...textarea}
          ref={inputRef}
          id={inputId}
          value={value}
          rows={minRows}
          style={{ minHeight: `calc(${minRows} * 1.4375em)` }}
          required={required}
          disabled={disabled}
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
  inputName,
  ...props
}: Omit<PlainTextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> &
  FormFieldOptions<Values, Body> & {
    /** The input's own name where the browser's autofill expects another than the form's ('cardnumber'). */
    inputName?: string;
  }) {
  const field = useFormField({ control, name, format, inputRef, onBlur });
  return (
    <PlainTextField {...props} {...field.props} name={inputName ?? field.props.name} inputRef={field.ref} error={field.message} />
  );
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
 * A form's large submit (full width unless told otherwise): PlainPendingButton, contained, of
 * type submit. While `pending` it cannot be pressed again and, unless told otherwise, shows a
 * spinner; given `pendingLabel`, it says what it is doing meanwhile.
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
  return (
    <PlainPendingButton
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      spinner={spinner}
      pending={pending}
      pendingLabel={pendingLabel}
    >
      {children}
    </PlainPendingButton>
  );
}
