import {
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
import {
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PAYMENT_STATUSES,
  type AdminPaymentStatus,
  adminTableMessages,
  type PaymentSummary,
} from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { i18n, msg, translateApiMessage } from '../../../lib/i18n';
import { useAdminPayments } from '../api/get-admin-payments';
import { useTableFilters } from '../hooks/use-table-filters';
import { AdminTableFrame, CardList, compactCells, ShortId } from './admin-table-frame';
import { DateFilter, ExportCsvButton, SelectFilter, TableSearchBox, withDateRange } from './table-controls';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;
/** What a missing value reads as on Transactions. */
const MISSING = msg('N/A');

const STATUS_COLORS: Record<AdminPaymentStatus, 'success' | 'warning' | 'info'> = {
  paid: 'success',
  refund_pending: 'warning',
  refunded: 'info',
  partially_refunded: 'info',
};

function StatusChip({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  const status = payment.status as AdminPaymentStatus;
  const label = ADMIN_PAYMENT_STATUS_LABELS[status];
  return (
    <Chip
      label={label ? t(label) : payment.status.replace(/_/g, ' ')}
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      variant="outlined"
    />
  );
}

const missing = () => i18n.t(MISSING);
const orMissing = (value: string | null | undefined) => (value ? value : missing());
const date = (value: string | null | undefined) => (value ? formatDate(value) : missing());
const months = (value: number | null | undefined) => (value ? formatMonths(value) : missing());
const phone = (value: string | null) =>
  value ? <Link href={`tel:${value.replace(/\s+/g, '')}`}>{value}</Link> : <span>{missing()}</span>;

/** The payment's invoice number and listing, with its long ids shortened behind copy buttons. */
function PaymentName({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {payment.invoice_number ?? payment.payment_id}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {payment.property_title}
        {payment.location ? ` · ${payment.location}` : ''}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="div">
        {t('Payment ID')} <ShortId value={payment.payment_id} label={t('payment ID')} />
      </Typography>
      <Typography variant="caption" color="textSecondary" component="div">
        {t('Transaction ID')}{' '}
        {payment.transaction_id ? <ShortId value={payment.transaction_id} label={t('transaction ID')} /> : t(MISSING)}
      </Typography>
    </Box>
  );
}

function PaymentRows({
  items,
  renderActions,
}: {
  items: PaymentSummary[];
  renderActions: (payment: PaymentSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('Transactions')} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Payment')}</TableCell>
            <TableCell align="right">{t('Amount')}</TableCell>
            <TableCell>{t('Payment date')}</TableCell>
            <TableCell>{t('Tenant')}</TableCell>
            <TableCell>{t('Move-in date')}</TableCell>
            <TableCell align="right">{t('Invoice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((payment) => (
            <TableRow key={payment.payment_id} hover>
              <TableCell sx={{ minWidth: 230 }}>
                <PaymentName payment={payment} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {formatRupees(payment.amount)}
                </Typography>
                <StatusChip payment={payment} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(payment.payment_date)}</TableCell>
              <TableCell sx={{ minWidth: 130 }}>
                <Typography variant="body2">{orMissing(payment.tenant_name)}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                  {phone(payment.tenant_phone)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{date(payment.move_in_date)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {months(payment.duration)}
                </Typography>
                <Typography variant="caption" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
                  {orMissing(payment.booking.reference)}
                </Typography>
              </TableCell>
              <TableCell align="right">{renderActions(payment)}</TableCell>
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

/** Phones get one card per payment with the same facts. */
function PaymentCards({
  items,
  renderActions,
}: {
  items: PaymentSummary[];
  renderActions: (payment: PaymentSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardList label={t('Transactions')}>
      {items.map((payment) => (
        <Card component="li" key={payment.payment_id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
            <PaymentName payment={payment} />
            <StatusChip payment={payment} />
          </Stack>
          <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
            {formatRupees(payment.amount)}
          </Typography>
          <Fact label={t('Payment date')}>{date(payment.payment_date)}</Fact>
          <Fact label={t('Tenant')}>{orMissing(payment.tenant_name)}</Fact>
          <Fact label={t('Phone')}>{phone(payment.tenant_phone)}</Fact>
          <Fact label={t('Move-in date')}>{date(payment.move_in_date)}</Fact>
          <Fact label={t('Duration')}>{months(payment.duration)}</Fact>
          <Fact label={t('Reference')}>{orMissing(payment.booking.reference)}</Fact>
          <Box sx={{ mt: 1.5 }}>{renderActions(payment)}</Box>
        </Card>
      ))}
    </CardList>
  );
}

/**
 * The admin's Transactions: every payment taken, newest first, searched by people, listing,
 * reference or ids, filtered by status and payment days, exported as CSV. `renderActions` adds
 * what the page composes per payment (its invoice download).
 */
export function AdminTransactionsTable({
  empty,
  renderActions,
}: {
  empty: ReactNode;
  renderActions: (payment: PaymentSummary) => ReactNode;
}) {
  const { values, filters: chosen, setFilters, hasFilters, clearFilters } = useTableFilters(FILTER_KEYS);
  const { filters, rangeError } = withDateRange(chosen);
  const list = useAdminPayments(filters);
  const { t } = useTranslation();
  // The contract's labels are in this feature's catalogue, keyed by their English.
  const statusOptions = ADMIN_PAYMENT_STATUSES.map((status) => [status, t(ADMIN_PAYMENT_STATUS_LABELS[status])] as const);
  return (
    <AdminTableFrame
      list={list}
      words={{
        title: t('Transactions'),
        loading: t('Loading transactions'),
        loadMore: t('Load more transactions'),
        count: (count, shown, found) =>
          found ? t('{{shown}} transactions found', { count, shown }) : t('{{shown}} transactions', { count, shown }),
      }}
      isFiltered={hasFilters}
      loadFailed={translateApiMessage(adminTableMessages.transactionsLoadFailed)}
      filters={
        <>
          <TableSearchBox
            value={values.q ?? ''}
            onCommit={(q) => setFilters({ q })}
            placeholder={translateApiMessage(adminTableMessages.searchTransactions)}
          />
          <SelectFilter
            label={t('Status')}
            value={values.status ?? ''}
            options={statusOptions}
            onChange={(status) => setFilters({ status })}
          />
          <DateFilter label={t('Paid from')} value={values.from ?? ''} onChange={(from) => setFilters({ from })} />
          <DateFilter label={t('Paid to')} value={values.to ?? ''} onChange={(to) => setFilters({ to })} error={rangeError} />
          {hasFilters && <Button onClick={clearFilters}>{t('Clear filters')}</Button>}
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          <ExportCsvButton table="transactions" filters={filters} />
        </>
      }
      empty={empty}
      renderTable={(items) => <PaymentRows items={items} renderActions={renderActions} />}
      renderCards={(items) => <PaymentCards items={items} renderActions={renderActions} />}
    />
  );
}
