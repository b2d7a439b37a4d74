import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Box, Button, Collapse, InputAdornment, TextField, useMediaQuery, useTheme } from '@mui/material';
import { PROPERTY_TYPES } from '@rentease/contract';
import { type ReactNode, useState } from 'react';
import type { SearchState } from '../hooks/use-search-filters';

const SORT_LABELS = { newest: 'Newest first', price_asc: 'Price: low to high', price_desc: 'Price: high to low' } as const;

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

/** Type, price range, bedrooms and sort — beyond the spec, as every rental site offers them. */
export function SearchFilters({
  state,
  onChange,
  extra,
}: {
  state: SearchState;
  onChange: (changes: Partial<SearchState>) => void;
  extra?: ReactNode;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const activeCount = [state.type, state.minPrice, state.maxPrice, state.minBedrooms].filter(Boolean).length;

  const fields = (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
        gap: 1.5,
        mt: { xs: 1.5, sm: 0 },
      }}
    >
      <FilterSelect label="Type" value={state.type} onChange={(type) => onChange({ type: type as SearchState['type'] })}>
        <option value="">All types</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {type.charAt(0).toUpperCase() + type.slice(1)}
          </option>
        ))}
      </FilterSelect>
      <PriceField label="Min price" value={state.minPrice} onChange={(minPrice) => onChange({ minPrice })} />
      <PriceField label="Max price" value={state.maxPrice} onChange={(maxPrice) => onChange({ maxPrice })} />
      <FilterSelect label="Bedrooms" value={state.minBedrooms} onChange={(minBedrooms) => onChange({ minBedrooms })}>
        <option value="">Any</option>
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={String(n)}>
            {n}+
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Sort by" value={state.sort} onChange={(sort) => onChange({ sort: sort as SearchState['sort'] })}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
    </Box>
  );

  if (!isPhone) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1 }}>{fields}</Box>
        {extra}
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          startIcon={
            <Badge color="primary" badgeContent={activeCount}>
              <TuneIcon />
            </Badge>
          }
        >
          Filters
        </Button>
        {extra}
      </Box>
      <Collapse in={open}>{fields}</Collapse>
    </Box>
  );
}
