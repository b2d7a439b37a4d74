import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { adminTableMessages } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedText } from '../../../lib/use-debounced';
import type { TableFilters } from '../api/admin-keys';
import { type CsvTable, exportCsv } from '../api/export-csv';

/** A table's search box: matched on the server once typing pauses. */
export function TableSearchBox({
  value,
  onCommit,
  placeholder,
}: {
  value: string;
  onCommit: (text: string) => void;
  placeholder: string;
}) {
  const { text, setText } = useDebouncedText(value, onCommit);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth={false}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 260px', minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder.replace('...', ''), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A choice among fixed values; the empty choice ('All') sets no filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={options.some(([option]) => option === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <MenuItem value="">{allLabel ?? t('All')}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One end of a date range, as the browser's own date field (yyyy-mm-dd underneath). */
export function DateFilter({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      type="date"
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The filters to send: a range whose start is after its end would match nothing (the server
 * refuses it), so its end is left out while the field says what is wrong.
 */
export function withDateRange(filters: TableFilters): { filters: TableFilters; rangeError: string | undefined } {
  const { from, to } = filters;
  if (!from || !to || from <= to) return { filters, rangeError: undefined };
  const { to: _dropped, ...rest } = filters;
  return { filters: rest, rangeError: translateApiMessage(adminTableMessages.datesOutOfOrder) };
}

/** 'Export CSV': every row the current filters keep, not only the rows loaded so far. */
export function ExportCsvButton({ table, filters }: { table: CsvTable; filters: TableFilters }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => exportCsv(table, filters),
    onError: (error) => {
      if (isSessionRefusal(error)) return;
      notify.error(errorMessageOf(error, translateApiMessage(adminTableMessages.exportFailed)), 'csv-export');
    },
  });
  return (
    <PendingButton
      variant="outlined"
      onClick={() => download.mutate()}
      pending={download.isPending}
      pendingLabel={t('Exporting...')}
      icon={<DownloadIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('Export CSV')}
    </PendingButton>
  );
}
