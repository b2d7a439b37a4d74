import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  ADMIN_PROPERTY_STATUS_LABELS,
  ADMIN_PROPERTY_STATUSES,
  type AdminProperty,
  adminTableMessages,
} from '@rentease/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber, formatRupees } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useAdminProperties } from '../api/get-admin-properties';
import { useCityOptions } from '../api/get-city-options';
import { useTableFilters } from '../hooks/use-table-filters';
import { AdminTableFrame, CardList, compactCells } from './admin-table-frame';
import { ExportCsvButton, SelectFilter, TableSearchBox } from './table-controls';

const FILTER_KEYS = ['q', 'status', 'city'] as const;

const STATUS_COLORS = { listed: 'success', hidden: 'warning', deleted: 'default' } as const;

function StatusChip({ listing }: { listing: AdminProperty }) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      label={t(ADMIN_PROPERTY_STATUS_LABELS[listing.status])}
      size="small"
      color={STATUS_COLORS[listing.status]}
      variant="outlined"
    />
  );
  return listing.hidden_reason ? (
    <Tooltip title={t('Hidden: {{reason}}', { reason: listing.hidden_reason })}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

/** The title opens the listing with its reviews (which the admin may remove); a deleted one has nothing to open. */
function ListingTitle({ listing, onOpen }: { listing: AdminProperty; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  if (listing.status === 'deleted') {
    return <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'text.secondary' }}>{listing.title}</Typography>;
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Link
        component="button"
        type="button"
        onClick={() => onOpen(listing.id)}
        underline="hover"
        sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {listing.title}
      </Link>
      {listing.status === 'listed' && (
        <Tooltip title={t("Open the listing's page")}>
          <IconButton
            component={RouterLink}
            to={`/homes/${listing.id}`}
            target="_blank"
            size="small"
            aria-label={t('Open the page of {{title}}', { title: listing.title })}
            sx={{ p: 0.25 }}
          >
            <OpenInNewIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

const reportsColor = (n: number) => (n > 0 ? 'error.main' : 'text.primary');

type RowActions = { onOpen: (id: string) => void; renderVisibility: (listing: AdminProperty) => ReactNode };

function PropertyRows({ items, onOpen, renderVisibility }: { items: AdminProperty[] } & RowActions) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('Properties')} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Title')}</TableCell>
            <TableCell>{t('Owner')}</TableCell>
            <TableCell>{t('City')}</TableCell>
            <TableCell align="right">{t('Monthly rent')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell align="right">{t('Bookings')}</TableCell>
            <TableCell align="right">{t('Reports')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((listing) => (
            <TableRow key={listing.id} hover>
              <TableCell sx={{ minWidth: 180 }}>
                <ListingTitle listing={listing} onOpen={onOpen} />
              </TableCell>
              <TableCell sx={{ maxWidth: 190 }}>
                <Typography variant="body2" noWrap title={listing.owner_name}>
                  {listing.owner_name}
                </Typography>
                <Typography variant="body2" color="textSecondary" noWrap title={listing.owner_email}>
                  {listing.owner_email}
                </Typography>
              </TableCell>
              <TableCell>{listing.city}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(listing.price)}
              </TableCell>
              <TableCell>
                {/* The state and the action that changes it side by side, as on the Users tables. */}
                <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                  <StatusChip listing={listing} />
                  {listing.status !== 'deleted' && renderVisibility(listing)}
                </Stack>
              </TableCell>
              <TableCell align="right">{formatNumber(listing.bookings)}</TableCell>
              <TableCell align="right" sx={{ color: reportsColor(listing.open_reports) }}>
                {formatNumber(listing.open_reports)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones get one card per listing: eight columns do not fit 360 px. */
function PropertyCards({ items, onOpen, renderVisibility }: { items: AdminProperty[] } & RowActions) {
  const { t } = useTranslation();
  return (
    <CardList label={t('Properties')}>
      {items.map((listing) => (
        <Card component="li" key={listing.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <ListingTitle listing={listing} onOpen={onOpen} />
            <StatusChip listing={listing} />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {listing.city} · {t('{{price}} / month', { price: formatRupees(listing.price) })}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('Owner: {{name}} ({{email}})', { name: listing.owner_name, email: listing.owner_email })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('Bookings: {{n}}', { n: formatNumber(listing.bookings) })} ·{' '}
            <Box component="span" sx={{ color: reportsColor(listing.open_reports) }}>
              {t('Open reports: {{n}}', { n: formatNumber(listing.open_reports) })}
            </Box>
          </Typography>
          {listing.status !== 'deleted' && <Box sx={{ mt: 1.5 }}>{renderVisibility(listing)}</Box>}
        </Card>
      ))}
    </CardList>
  );
}

/**
 * The admin's Properties: every listing (listed, hidden or deleted) with owner, rent, status,
 * confirmed stays and open reports; searched and filtered on the server, exported as CSV.
 */
export function AdminPropertiesTable({
  onOpenListing,
  renderVisibility,
}: {
  onOpenListing: (id: string) => void;
  /** Hide or Unhide for a listing not deleted: the same control as the report queue's, composed by the page. */
  renderVisibility: (listing: AdminProperty) => ReactNode;
}) {
  const { t } = useTranslation();
  const { values, filters, setFilters, hasFilters, clearFilters } = useTableFilters(FILTER_KEYS);
  const list = useAdminProperties(filters);
  // The contract's labels are in this feature's catalogue, keyed by their English.
  const statusOptions = ADMIN_PROPERTY_STATUSES.map((status) => [status, t(ADMIN_PROPERTY_STATUS_LABELS[status])] as const);
  const cities = useCityOptions();
  const cityOptions = useMemo(() => {
    const names = (cities.data ?? []).map((city) => city.city).sort((a, b) => a.localeCompare(b));
    // A city in the URL stays choosable even when only deleted listings are left there.
    const current = values.city ?? '';
    if (current && !names.some((name) => name.toLowerCase() === current.toLowerCase())) names.unshift(current);
    return names.map((name) => [name, name] as const);
  }, [cities.data, values.city]);
  const chosenCity = cityOptions.find(([name]) => name.toLowerCase() === (values.city ?? '').toLowerCase())?.[0] ?? '';

  return (
    <AdminTableFrame
      list={list}
      words={{
        title: t('Properties'),
        loading: t('Loading properties'),
        loadMore: t('Load more properties'),
        count: (count, shown, found) =>
          found ? t('{{shown}} properties found', { count, shown }) : t('{{shown}} properties', { count, shown }),
      }}
      isFiltered={hasFilters}
      loadFailed={translateApiMessage(adminTableMessages.propertiesLoadFailed)}
      filters={
        <>
          <TableSearchBox
            value={values.q ?? ''}
            onCommit={(q) => setFilters({ q })}
            placeholder={translateApiMessage(adminTableMessages.searchProperties)}
          />
          <SelectFilter
            label={t('Status')}
            value={values.status ?? ''}
            options={statusOptions}
            onChange={(status) => setFilters({ status })}
          />
          <SelectFilter
            label={t('City')}
            value={chosenCity}
            options={cityOptions}
            allLabel={t('All cities')}
            onChange={(city) => setFilters({ city })}
          />
          {hasFilters && <Button onClick={clearFilters}>{t('Clear filters')}</Button>}
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          <ExportCsvButton table="properties" filters={filters} />
        </>
      }
      empty={
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {hasFilters ? t('No properties match these filters.') : t('No properties yet.')}
        </Typography>
      }
      renderTable={(items) => <PropertyRows items={items} onOpen={onOpenListing} renderVisibility={renderVisibility} />}
      renderCards={(items) => <PropertyCards items={items} onOpen={onOpenListing} renderVisibility={renderVisibility} />}
    />
  );
}
