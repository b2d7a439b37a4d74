import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Typography } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { MonthlyBarChart, type MonthlyBarChartTexts } from '../../../components/monthly-bar-chart';
import { currentMonthInIndia } from '../../../lib/calendar';
import { useLandlordPayments, useMonthlyEarnings } from '../api/get-landlord-payments';
import { useEarningsFilters } from '../hooks/use-earnings-filters';
import { EarningsFilters } from './earnings-filters';
import { EarningsOverview } from './earnings-overview';
import { PaymentList } from './payment-list';

const EARNINGS_CHART: MonthlyBarChartTexts = {
  title: 'Monthly earnings',
  subtitle: 'Last 12 months, by payment date',
  tableCaption: 'Earnings per month, last 12 months',
  valueHeader: 'Earnings',
  empty: 'No earnings in the last 12 months yet.',
  loadFailed: 'Could not load the monthly earnings.',
  loading: 'Loading monthly earnings',
};

/**
 * Earnings (spec §2 landlord area): Total Earnings and This Month, earnings per month, and the
 * Payment Invoices filtered by property text and month on the server.
 */
export function LandlordEarnings({ landlordId }: { landlordId: string }) {
  const { filters, update, clear, isFiltered } = useEarningsFilters();
  const apiFilters = useMemo(() => ({ property: filters.property.trim(), month: filters.month }), [filters]);
  const payments = useLandlordPayments(landlordId, apiFilters);
  const monthly = useMonthlyEarnings(landlordId);
  // Spec §9: This Month is the summary's entry whose YYYY-MM is today's, in India.
  const [currentMonth] = useState(() => currentMonthInIndia());

  // The server sums every paid stay whatever the filters, so any page's figure will do.
  const totalEarnings = payments.isError ? null : payments.data?.pages[0]?.body.totalEarnings;
  const thisMonth = monthly.isError
    ? null
    : monthly.data && (monthly.data.find((entry) => entry.month === currentMonth)?.total ?? 0);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <EarningsOverview totalEarnings={totalEarnings} thisMonth={thisMonth} currentMonth={currentMonth} />
      <MonthlyBarChart
        texts={EARNINGS_CHART}
        testId="earnings-chart"
        summary={monthly.data}
        currentMonth={currentMonth}
        isPending={monthly.isPending}
        error={monthly.error}
        onRetry={() => void monthly.refetch()}
      />
      <Box component="section" aria-labelledby="payment-invoices-heading">
        <Typography id="payment-invoices-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
          Payment Invoices
        </Typography>
        <Box sx={{ mb: 2.5 }}>
          <EarningsFilters filters={filters} currentMonth={currentMonth} onChange={update} onClear={clear} />
        </Box>
        <PaymentList
          list={payments}
          variant="landlord"
          label="Payment Invoices"
          empty={
            <EmptyState
              icon={<ReceiptIcon />}
              title={bookingMessages.noMatchingInvoices}
              hint={isFiltered ? 'Try another property or month.' : 'Invoices appear here once tenants pay for a stay.'}
            />
          }
        />
      </Box>
    </Box>
  );
}
