import '../../../components/plain-chip.css';
import '../../../components/typography.css';
import './property-facts.css';
import type { Property } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { formatArea, formatRupees } from '../../../lib/format';
import { availabilityLine, bookingModeLabel, depositLabel } from '../availability';
import { propertyTypeLabel } from '../property-type-label';
import { ICON_BATHTUB_OUTLINED, ICON_BED_OUTLINED, ICON_SQUARE_FOOT } from './listing-icons';

function Fact({ icon, label }: { icon: IconPaths; label: string }) {
  return (
    <div className="property-fact">
      <PlainIcon icon={icon} />
      <p className="type-body2">{label}</p>
    </div>
  );
}

/** The monthly rent, large. */
export function MonthlyRent({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <p className="monthly-rent">
      {formatRupees(property.price)}
      <span> {t('/month')}</span>
    </p>
  );
}

/** Rent a month (unless shown elsewhere), type, bedrooms, bathrooms and area on one wrapping line. */
export function PropertyFactsLine({ property, withRent = true }: { property: Property; withRent?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="property-facts">
      {withRent && <MonthlyRent property={property} />}
      <span className="plain-chip property-facts-chip">{propertyTypeLabel(property.property_type)}</span>
      <Fact icon={ICON_BED_OUTLINED} label={t('{{count}} bed', { count: property.bedrooms })} />
      <Fact icon={ICON_BATHTUB_OUTLINED} label={t('{{count}} bath', { count: property.bathrooms })} />
      <Fact icon={ICON_SQUARE_FOOT} label={formatArea(property.area)} />
      <span className="plain-chip property-facts-chip property-facts-chip-outlined">
        {bookingModeLabel(property.booking_mode)}
      </span>
      {property.deposit > 0 && <p className="property-facts-text type-body2">{depositLabel(property.deposit)}</p>}
    </div>
  );
}

/** When the listing can be moved into, in red while a stay runs and green when free. */
export function AvailabilityLine({ property }: { property: Property }) {
  return (
    <p className={property.is_booked ? 'availability-line availability-line-booked' : 'availability-line'}>
      {availabilityLine(property)}
    </p>
  );
}

/** The landlord's description with its own line breaks. */
export function PropertyDescription({ property }: { property: Property }) {
  if (!property.description) return null;
  return (
    <p className="property-description" data-testid="property-description">
      {property.description}
    </p>
  );
}
