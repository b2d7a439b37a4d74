import '../../../components/plain-toggle.css';
import './landlord-earnings.css';
import { bookingMessages } from '@rentease/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ICON_RECEIPT_LONG } from '../../../components/layout/area-icons';
import { MonthlyBarChart, type MonthlyBarChartTexts, translateChartTexts } from '../../../components/monthly-bar-chart';
import { PlainIcon } from '../../../components/plain-icon';
import { addMonths, currentMonthInIndia } from '../../../lib/calendar';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { useLandlordPayments, useMonthlyEarnings } from '../api/get-landlord-payments';
import type { EarningsBasis } from '../api/payment-keys';
import { useEarningsFilters } from '../hooks/use-earnings-filters';
import { EarningsFilters, type OwnListing } from './earnings-filters';
import { EarningsOverview } from './earnings-overview';
import { PaymentList } from './payment-list';

const EARNINGS_CHART: Record<EarningsBasis, MonthlyBarChartTexts> = {
  paid: {
    title: msg('Monthly earnings'),
    subtitle: msg('Last 12 months, by payment date'),
    tableCaption: msg('Earnings per month, last 12 months'),
    valueHeader: msg('Earnings'),
    empty: msg('No earnings in the last 12 months yet.'),
    loadFailed: msg('Could not load the monthly earnings.'),
    loading: msg('Loading monthly earnings'),
  },
  stay: {
    title: msg('Monthly earnings'),
    subtitle: msg('Each stay spread over its months, to 6 months ahead'),
    tableCaption: msg('Earnings per month of stay'),
    valueHeader: msg('Earnings'),
    empty: msg('No stays in these months yet.'),
    loadFailed: msg('Could not load the monthly earnings.'),
    loading: msg('Loading monthly earnings'),
  },
};

const BASES: { value: EarningsBasis; label: string }[] = [
  { value: 'paid', label: msg('By month paid') },
  { value: 'stay', label: msg('By month of stay') },
];

/** By month of stay, the chart reaches into the months that paid stays still cover. */
const STAY_MONTHS_AHEAD = 6;

/**
 * Earnings: Total Earnings and This Month, earnings per month (by the month paid, or spread over
 * each stay's months), and the Payment Invoices filtered by listing and month on the server.
 */
export function LandlordEarnings({ landlordId, listings }: { landlordId: string; listings: OwnListing[] | undefined }) {
  const { t } = useTranslation();
  const { filters, update, clear, isFiltered } = useEarningsFilters();
  const apiFilters = useMemo(() => ({ property: filters.property.trim(), month: filters.month }), [filters]);
  const payments = useLandlordPayments(landlordId, apiFilters);
  const monthly = useMonthlyEarnings(landlordId);
  const [basis, setBasis] = useState<EarningsBasis>('paid');
  const chart = useMonthlyEarnings(landlordId, basis);
  // This Month is the summary's entry whose YYYY-MM is today's, in India.
  const [currentMonth] = useState(() => currentMonthInIndia());

  // The server sums every paid stay whatever the filters, so any page's figure will do.
  const totalEarnings = payments.isError ? null : payments.data?.pages[0]?.body.totalEarnings;
  const depositsHeld = payments.isError ? null : payments.data?.pages[0]?.body.depositsHeld;
  const thisMonth = monthly.isError
    ? null
    : monthly.data && (monthly.data.find((entry) => entry.month === currentMonth)?.total ?? 0);

  return (
    <div className="landlord-earnings">
      <EarningsOverview
        totalEarnings={totalEarnings}
        thisMonth={thisMonth}
        currentMonth={currentMonth}
        depositsHeld={depositsHeld}
      />
      <MonthlyBarChart
        texts={translateChartTexts(EARNINGS_CHART[basis], t)}
        testId="earnings-chart"
        summary={chart.data}
        currentMonth={currentMonth}
        lastMonth={basis === 'stay' ? addMonths(currentMonth, STAY_MONTHS_AHEAD) : currentMonth}
        isPending={chart.isPending}
        error={chart.error}
        onRetry={() => void chart.refetch()}
        action={
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
          <div role="group" aria-label={t('Count earnings')} className="plain-toggle-group earnings-basis">
            {BASES.map((choice) => (
              <button
                key={choice.value}
                type="button"
                className="plain-toggle earnings-basis-button"
                aria-pressed={basis === choice.value}
                onClick={() => setBasis(choice.value)}
              >
                {t(choice.label)}
              </button>
            ))}
          </div>
        }
      />
      <section aria-labelledby="payment-invoices-heading">
        <h2 id="payment-invoices-heading" className="type-h4 payment-invoices-heading">
          {t('Payment Invoices')}
        </h2>
        <div className="payment-invoices-filters">
          <EarningsFilters filters={filters} listings={listings} currentMonth={currentMonth} onChange={update} onClear={clear} />
        </div>
        <PaymentList
          list={payments}
          variant="landlord"
          label={t('Payment Invoices')}
          loadingLabel={t('Loading payment invoices')}
          empty={
            <EmptyState
              icon={<PlainIcon icon={ICON_RECEIPT_LONG} />}
              title={translateApiMessage(bookingMessages.noMatchingInvoices)}
              hint={isFiltered ? t('Try another property or month.') : t('Invoices appear here once tenants pay for a stay.')}
            />
          }
        />
      </section>
    </div>
  );
}
