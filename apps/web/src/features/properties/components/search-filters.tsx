import '../../../components/plain-input.css';
import './search-bar.css';
import { PROPERTY_TYPES } from '@rentease/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_ARROW_DROP_DOWN } from '../../../components/common-icons';
import { PlainIcon } from '../../../components/plain-icon';
import { msg } from '../../../lib/i18n';
import type { SearchState } from '../hooks/use-search-filters';
import { propertyTypeLabel } from '../property-type-label';
import { ICON_CHECK_BOX, ICON_CHECK_BOX_OUTLINE_BLANK, ICON_TUNE } from './search-icons';

const SORT_LABELS = {
  newest: msg('Newest first'),
  price_asc: msg('Price: low to high'),
  price_desc: msg('Price: high to low'),
  distance: msg('Nearest first'),
} as const;

/**
 * A field with its label in the outline's notch, as MUI's outlined small TextField draws it. The
 * label names the control by `for`, not by wrapping it: wrapped, a select's name would take in its
 * chosen option ("Type All types").
 */
function OutlinedField({
  label,
  children,
  adornment,
}: {
  label: string;
  children: (id: string) => ReactNode;
  adornment?: string;
}) {
  const id = useId();
  return (
    <div className="plain-input-root search-field">
      <label className="search-field-label" htmlFor={id}>
        {label}
      </label>
      {adornment && <span className="search-field-adornment">{adornment}</span>}
      {children(id)}
      <fieldset className="plain-outline plain-outline-notched" aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}

/** A native select: the phone's own picker on touch screens, and no menu or popover code on the search page. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <OutlinedField label={label}>
      {(id) => (
        <>
          <select
            id={id}
            className="plain-input search-field-control search-field-select"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            {children}
          </select>
          <PlainIcon icon={ICON_ARROW_DROP_DOWN} className="search-field-select-arrow" />
        </>
      )}
    </OutlinedField>
  );
}

function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <OutlinedField label={label} adornment="₹">
      {(id) => (
        <input
          id={id}
          className="plain-input search-field-control"
          type="number"
          min={0}
          step={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </OutlinedField>
  );
}

/** Type, price range, bedrooms, sort and verified owners only — beyond the spec, as every rental site offers them. */
export function SearchFilters({
  state,
  onChange,
  extra,
}: {
  state: SearchState;
  onChange: (changes: Partial<SearchState>) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const activeCount = [state.type, state.minPrice, state.maxPrice, state.minBedrooms, state.verified].filter(Boolean).length;

  const fields = (
    <div className="search-filters-grid">
      <FilterSelect label={t('Type')} value={state.type} onChange={(type) => onChange({ type: type as SearchState['type'] })}>
        <option value="">{t('All types')}</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {propertyTypeLabel(type)}
          </option>
        ))}
      </FilterSelect>
      <PriceField label={t('Min price')} value={state.minPrice} onChange={(minPrice) => onChange({ minPrice })} />
      <PriceField label={t('Max price')} value={state.maxPrice} onChange={(maxPrice) => onChange({ maxPrice })} />
      <FilterSelect label={t('Bedrooms')} value={state.minBedrooms} onChange={(minBedrooms) => onChange({ minBedrooms })}>
        <option value="">{t('Any')}</option>
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={String(n)}>
            {n}+
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('Sort by')} value={state.sort} onChange={(sort) => onChange({ sort: sort as SearchState['sort'] })}>
        {Object.entries(SORT_LABELS)
          // Nearest first needs a point: a place chosen, or the person's location.
          .filter(([value]) => value !== 'distance' || state.near !== '')
          .map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
      </FilterSelect>
      <label className="search-check">
        <span className="search-check-box">
          <input
            type="checkbox"
            checked={state.verified === 'true'}
            onChange={(event) => onChange({ verified: event.target.checked ? 'true' : '' })}
          />
          {/* Both drawn, the box's own state shows one: a tap before the app runs shows at once. */}
          <PlainIcon icon={ICON_CHECK_BOX_OUTLINE_BLANK} className="search-check-off" />
          <PlainIcon icon={ICON_CHECK_BOX} className="search-check-on" />
        </span>
        {t('Verified owners only')}
      </label>
    </div>
  );

  // Phones get a Filters button that shows the fields below it. The switch is CSS, not a media
  // query in script, so the page is laid out right from its first frame (and in prerendered HTML).
  return (
    <div className="search-filters">
      <button
        type="button"
        className="site-button site-button-outlined search-filters-toggle"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={fieldsId}
      >
        <span className="site-button-icon">
          <span className="search-badge">
            <PlainIcon icon={ICON_TUNE} />
            {activeCount > 0 && <span className="search-badge-count">{activeCount}</span>}
          </span>
        </span>
        {t('Filters')}
      </button>
      <div id={fieldsId} className={open ? 'search-filters-fields is-open' : 'search-filters-fields'}>
        {fields}
      </div>
      {extra}
    </div>
  );
}
