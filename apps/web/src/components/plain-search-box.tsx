import './plain-input.css';
import './plain-outlined-field.css';
import './plain-search-box.css';
import { ICON_SEARCH, PlainIcon } from './plain-icon';

/**
 * MUI's small outlined TextField of type search, with a search icon at its start and no label: a
 * table's search. Drawn without MUI (plain-search-box.css). The placeholder names it; `label`, the
 * same words without their dots, is its accessible name.
 */
export function PlainSearchBox({
  value,
  onChange,
  placeholder,
  label,
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  label: string;
  /** Its width where it sits. */
  className?: string;
}) {
  return (
    <div className={['plain-input-root plain-outlined-field plain-search-box', className].filter(Boolean).join(' ')}>
      <span className="plain-search-box-icon">
        <PlainIcon icon={ICON_SEARCH} />
      </span>
      <input
        type="search"
        className="plain-input plain-search-box-input"
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <fieldset className="plain-outline" aria-hidden="true">
        <legend>
          <span>{'\u200b'}</span>
        </legend>
      </fieldset>
    </div>
  );
}
