import './plain-input.css';
import './plain-outlined-field.css';
import { type ReactNode, useId } from 'react';
import { ICON_ARROW_DROP_DOWN } from './common-icons';
import { PlainIcon } from './plain-icon';

/**
 * MUI's small outlined TextField as a native select, its label small in the outline's notch: the
 * phone's own picker, and no menu code. The label names the select by `for`, not by wrapping it:
 * wrapped, its name would take in the chosen option ("Month All months"). Drawn without MUI
 * (plain-outlined-field.css).
 */
export function PlainOutlinedSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="plain-input-root plain-outlined-field">
      <label className="plain-outlined-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="plain-input plain-outlined-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <PlainIcon icon={ICON_ARROW_DROP_DOWN} className="plain-outlined-select-arrow" />
      <fieldset className="plain-outline plain-outline-notched" aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}
