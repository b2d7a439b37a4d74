import { accountMessages } from '@rentease/contract';
import { MonthlyBarChart, type MonthlyBarChartTexts } from '../../../components/monthly-bar-chart';
import { currentMonthInIndia } from '../../../lib/calendar';
import { useOverview } from '../api/get-overview';

const TEXTS: MonthlyBarChartTexts = {
  title: 'Monthly revenue',
  subtitle: 'Last 12 months, confirmed stays by payment date',
  tableCaption: 'Revenue per month, last 12 months',
  valueHeader: 'Revenue',
  empty: 'No revenue in the last 12 months yet.',
  loadFailed: accountMessages.statsLoadFailed,
  loading: 'Loading monthly revenue',
};

/** The platform's revenue over the last 12 months (the server's months are India time, as ours). */
export function RevenueChart() {
  const overview = useOverview();
  const months = overview.data?.monthlyRevenue;
  const currentMonth = months?.at(-1)?.month ?? currentMonthInIndia();
  return (
    <MonthlyBarChart
      texts={TEXTS}
      testId="revenue-chart"
      summary={months}
      currentMonth={currentMonth}
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
    />
  );
}
