import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useMemo } from 'react';
import { formatMonthLong, isMonth, monthsUpTo } from '../../../lib/calendar';
import { useDebouncedText } from '../../../lib/use-debounced';
import type { LandlordPaymentFilters } from '../api/payment-keys';

const MONTHS_OFFERED = 24;

/**
 * Payment Invoices' filters (spec §2): property id or title text (sent once typing pauses) and a
 * month. The month is a native select: the phone's own picker, and every browser has one (a
 * month input does not exist in Safari or Firefox).
 */
export function EarningsFilters({
  filters,
  currentMonth,
  onChange,
  onClear,
}: {
  filters: LandlordPaymentFilters;
  currentMonth: string;
  onChange: (changes: Partial<LandlordPaymentFilters>) => void;
  onClear: () => void;
}) {
  const { text, setText, resetText } = useDebouncedText(filters.property, (property) => onChange({ property }));
  const months = useMemo(() => {
    const recent = monthsUpTo(currentMonth, MONTHS_OFFERED).reverse();
    // A month from a shared link that is older than the list still shows as chosen.
    return isMonth(filters.month) && !recent.includes(filters.month) ? [...recent, filters.month] : recent;
  }, [currentMonth, filters.month]);
  const isFiltered = text !== '' || filters.month !== '';

  return (
    <Box
      role="search"
      aria-label="Filter invoices"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <TextField
        size="small"
        label="Property"
        placeholder="Property id or title"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 120 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Month"
        value={filters.month}
        onChange={(event) => onChange({ month: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All months</option>
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonthLong(month)}
          </option>
        ))}
      </TextField>
      <Box sx={{ minWidth: { sm: 120 }, display: 'flex', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
        {isFiltered && (
          <Button
            onClick={() => {
              resetText('');
              onClear();
            }}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Clear filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
