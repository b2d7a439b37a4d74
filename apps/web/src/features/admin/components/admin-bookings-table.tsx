import HomeIcon from '@mui/icons-material/HomeOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ADMIN_BOOKING_STATUS_LABELS, ADMIN_BOOKING_STATUSES, adminTableMessages, type BookingSummary } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useTableFilters } from '../hooks/use-table-filters';
import { AdminTableFrame, CardList, compactCells } from './admin-table-frame';
import { DateFilter, ExportCsvButton, SelectFilter, TableSearchBox, withDateRange } from './table-controls';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;

/** The listing's first image, or a house when it has none. */
function Cover({ booking }: { booking: BookingSummary }) {
  const src = booking.thumbnails[0] ?? booking.images[0];
  return (
    <Avatar variant="rounded" src={src} alt="" sx={{ width: 56, height: 42, bgcolor: 'grey.100', color: 'text.secondary' }}>
      <HomeIcon />
    </Avatar>
  );
}

const phoneLink = (phone: string | null) =>
  phone ? <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Link> : <span>-</span>;

function StatusChip({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation();
  const isCancelled = booking.status === 'cancelled';
  return (
    <Chip
      label={isCancelled ? t('Cancelled') : t('Confirmed')}
      size="small"
      color={isCancelled ? 'default' : 'success'}
      variant="outlined"
    />
  );
}

/** What the admin can open for a booking (its papers), composed by the page. */
type RenderActions = (booking: BookingSummary) => ReactNode;

function BookingRows({ items, renderActions }: { items: BookingSummary[]; renderActions?: RenderActions }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('Bookings')} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Property')}</TableCell>
            <TableCell>{t('Tenant')}</TableCell>
            <TableCell>{t('Landlord')}</TableCell>
            <TableCell>{t('Move-in date')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell align="right">{t('Amount')}</TableCell>
            {renderActions && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('Papers')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((booking) => (
            <TableRow key={booking.booking_id} hover>
              <TableCell sx={{ minWidth: 250 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Cover booking={booking} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {booking.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {booking.location}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
                      {booking.reference}
                    </Typography>
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ minWidth: 130 }}>
                <Typography variant="body2">{booking.tenant_name}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                  {phoneLink(booking.tenant_phone)}
                </Typography>
              </TableCell>
              <TableCell>{booking.landlord_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{formatDate(booking.move_in_date)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatMonths(booking.duration)}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip booking={booking} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(booking.amount)}
              </TableCell>
              {renderActions && <TableCell>{renderActions(booking)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary">
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Box>
    </Typography>
  );
}

/** Phones get one card per booking with the same facts. */
function BookingCards({ items, renderActions }: { items: BookingSummary[]; renderActions?: RenderActions }) {
  const { t } = useTranslation();
  return (
    <CardList label={t('Bookings')}>
      {items.map((booking) => (
        <Card component="li" key={booking.booking_id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Cover booking={booking} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{booking.title}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {booking.location}
              </Typography>
            </Box>
            <StatusChip booking={booking} />
          </Stack>
          <Fact label={t('Reference')}>{booking.reference}</Fact>
          <Fact label={t('Tenant')}>{booking.tenant_name}</Fact>
          <Fact label={t('Phone')}>{phoneLink(booking.tenant_phone)}</Fact>
          <Fact label={t('Landlord')}>{booking.landlord_name}</Fact>
          <Fact label={t('Move-in date')}>{formatDate(booking.move_in_date)}</Fact>
          <Fact label={t('Duration')}>{formatMonths(booking.duration)}</Fact>
          <Fact label={t('Amount')}>{formatRupees(booking.amount)}</Fact>
          {renderActions && <Box sx={{ mt: 1 }}>{renderActions(booking)}</Box>}
        </Card>
      ))}
    </CardList>
  );
}

/**
 * The admin's Bookings: every stay (confirmed, or cancelled after it was), latest move-in first,
 * searched by people, listing or reference, filtered by status and move-in dates, exported as CSV.
 */
export function AdminBookingsTable({ empty, renderActions }: { empty: ReactNode; renderActions?: RenderActions }) {
  const { values, filters: chosen, setFilters, hasFilters, clearFilters } = useTableFilters(FILTER_KEYS);
  const { filters, rangeError } = withDateRange(chosen);
  const list = useAdminBookings(filters);
  const { t } = useTranslation();
  // The contract's labels are in this feature's catalogue, keyed by their English.
  const statusOptions = ADMIN_BOOKING_STATUSES.map((status) => [status, t(ADMIN_BOOKING_STATUS_LABELS[status])] as const);
  return (
    <AdminTableFrame
      list={list}
      words={{
        title: t('Bookings'),
        loading: t('Loading bookings'),
        loadMore: t('Load more bookings'),
        count: (count, shown, found) =>
          found ? t('{{shown}} bookings found', { count, shown }) : t('{{shown}} bookings', { count, shown }),
      }}
      isFiltered={hasFilters}
      loadFailed={translateApiMessage(adminTableMessages.bookingsLoadFailed)}
      filters={
        <>
          <TableSearchBox
            value={values.q ?? ''}
            onCommit={(q) => setFilters({ q })}
            placeholder={translateApiMessage(adminTableMessages.searchBookings)}
          />
          <SelectFilter
            label={t('Status')}
            value={values.status ?? ''}
            options={statusOptions}
            onChange={(status) => setFilters({ status })}
          />
          <DateFilter label={t('Move-in from')} value={values.from ?? ''} onChange={(from) => setFilters({ from })} />
          <DateFilter label={t('Move-in to')} value={values.to ?? ''} onChange={(to) => setFilters({ to })} error={rangeError} />
          {hasFilters && <Button onClick={clearFilters}>{t('Clear filters')}</Button>}
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          <ExportCsvButton table="bookings" filters={filters} />
        </>
      }
      empty={empty}
      renderTable={(items) => <BookingRows items={items} renderActions={renderActions} />}
      renderCards={(items) => <BookingCards items={items} renderActions={renderActions} />}
    />
  );
}
