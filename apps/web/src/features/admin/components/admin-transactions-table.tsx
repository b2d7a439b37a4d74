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
  formatRupees,
  type PaymentSummary,
} from '@rentease/contract';
import type { ReactNode } from 'react';
import { formatMonths } from '../../../lib/calendar';
import { formatDate } from '../../../lib/format';
import { useAdminPayments } from '../api/get-admin-payments';
import { useTableFilters } from '../hooks/use-table-filters';
import { AdminTableFrame, CardList, compactCells, ShortId } from './admin-table-frame';
import { DateFilter, ExportCsvButton, SelectFilter, TableSearchBox, withDateRange } from './table-controls';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;
const STATUS_OPTIONS = ADMIN_PAYMENT_STATUSES.map((status) => [status, ADMIN_PAYMENT_STATUS_LABELS[status]] as const);
/** What a missing value reads as on Transactions. */
const MISSING = 'N/A';

const STATUS_COLORS: Record<AdminPaymentStatus, 'success' | 'warning' | 'info'> = {
  paid: 'success',
  refund_pending: 'warning',
  refunded: 'info',
  partially_refunded: 'info',
};

function StatusChip({ payment }: { payment: PaymentSummary }) {
  const status = payment.status as AdminPaymentStatus;
  return (
    <Chip
      label={ADMIN_PAYMENT_STATUS_LABELS[status] ?? payment.status.replace(/_/g, ' ')}
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      variant="outlined"
    />
  );
}

const orMissing = (value: string | null | undefined) => (value ? value : MISSING);
const date = (value: string | null | undefined) => (value ? formatDate(value) : MISSING);
const months = (value: number | null | undefined) => (value ? formatMonths(value) : MISSING);
const phone = (value: string | null) =>
  value ? <Link href={`tel:${value.replace(/\s+/g, '')}`}>{value}</Link> : <span>{MISSING}</span>;

/** The payment's invoice number and listing, with its long ids shortened behind copy buttons. */
function PaymentName({ payment }: { payment: PaymentSummary }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {payment.invoice_number ?? payment.payment_id}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {payment.property_title}
        {payment.location ? ` · ${payment.location}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        Payment ID <ShortId value={payment.payment_id} label="payment ID" />
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        Transaction ID {payment.transaction_id ? <ShortId value={payment.transaction_id} label="transaction ID" /> : MISSING}
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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Transactions" size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Payment date</TableCell>
            <TableCell>Tenant</TableCell>
            <TableCell>Move-in date</TableCell>
            <TableCell align="right">Invoice</TableCell>
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
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {phone(payment.tenant_phone)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{date(payment.move_in_date)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {months(payment.duration)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
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
    <Typography variant="body2" color="text.secondary">
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
  return (
    <CardList label="Transactions">
      {items.map((payment) => (
        <Card component="li" key={payment.payment_id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
            <PaymentName payment={payment} />
            <StatusChip payment={payment} />
          </Stack>
          <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
            {formatRupees(payment.amount)}
          </Typography>
          <Fact label="Payment date">{date(payment.payment_date)}</Fact>
          <Fact label="Tenant">{orMissing(payment.tenant_name)}</Fact>
          <Fact label="Phone">{phone(payment.tenant_phone)}</Fact>
          <Fact label="Move-in date">{date(payment.move_in_date)}</Fact>
          <Fact label="Duration">{months(payment.duration)}</Fact>
          <Fact label="Reference">{orMissing(payment.booking.reference)}</Fact>
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
  return (
    <AdminTableFrame
      list={list}
      noun={{ one: 'transaction', many: 'transactions' }}
      isFiltered={hasFilters}
      loadFailed={adminTableMessages.transactionsLoadFailed}
      filters={
        <>
          <TableSearchBox
            value={values.q ?? ''}
            onCommit={(q) => setFilters({ q })}
            placeholder={adminTableMessages.searchTransactions}
          />
          <SelectFilter
            label="Status"
            value={values.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
          />
          <DateFilter label="Paid from" value={values.from ?? ''} onChange={(from) => setFilters({ from })} />
          <DateFilter label="Paid to" value={values.to ?? ''} onChange={(to) => setFilters({ to })} error={rangeError} />
          {hasFilters && <Button onClick={clearFilters}>Clear filters</Button>}
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
