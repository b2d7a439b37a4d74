import BathtubIcon from '@mui/icons-material/BathtubOutlined';
import BedIcon from '@mui/icons-material/BedOutlined';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import { Chip, Stack, Typography } from '@mui/material';
import type { Property } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatRupees } from '../../../lib/format';
import { availabilityLine, bookingModeLabel, depositLabel } from '../availability';
import { propertyTypeLabel } from '../property-type-label';

function Fact({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/** The monthly rent, large. */
export function MonthlyRent({ property }: { property: Property }) {
  const { t } = useTranslation();
  return (
    <Typography variant="h4" component="p" color="primary">
      {formatRupees(property.price)}
      <Typography component="span" color="text.secondary">
        {' '}
        {t('/month')}
      </Typography>
    </Typography>
  );
}

/** Rent a month (unless shown elsewhere), type, bedrooms, bathrooms and area on one wrapping line. */
export function PropertyFactsLine({ property, withRent = true }: { property: Property; withRent?: boolean }) {
  const { t } = useTranslation();
  return (
    // useFlexGap: a wrapped line starts at the edge instead of indented by the first item's margin.
    <Stack direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      {withRent && <MonthlyRent property={property} />}
      <Chip label={propertyTypeLabel(property.property_type)} size="small" />
      <Fact icon={<BedIcon fontSize="small" />} label={t('{{count}} bed', { count: property.bedrooms })} />
      <Fact icon={<BathtubIcon fontSize="small" />} label={t('{{count}} bath', { count: property.bathrooms })} />
      <Fact icon={<SquareFootIcon fontSize="small" />} label={formatArea(property.area)} />
      <Chip label={bookingModeLabel(property.booking_mode)} size="small" variant="outlined" color="primary" />
      {property.deposit > 0 && <Typography variant="body2">{depositLabel(property.deposit)}</Typography>}
    </Stack>
  );
}

/** When the listing can be moved into, in red while a stay runs and green when free. */
export function AvailabilityLine({ property }: { property: Property }) {
  return (
    <Typography sx={{ color: property.is_booked ? 'error.main' : 'success.main', fontWeight: 600 }}>
      {availabilityLine(property)}
    </Typography>
  );
}

/** The landlord's description with its own line breaks. */
export function PropertyDescription({ property }: { property: Property }) {
  if (!property.description) return null;
  return (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="property-description">
      {property.description}
    </Typography>
  );
}
