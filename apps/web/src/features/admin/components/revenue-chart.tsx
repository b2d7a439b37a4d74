import { accountMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { MonthlyBarChart, type MonthlyBarChartTexts } from '../../../components/monthly-bar-chart';
import { currentMonthInIndia } from '../../../lib/calendar';
import { translateApiMessage } from '../../../lib/i18n';
import { useOverview } from '../api/get-overview';

/** The platform's revenue over the last 12 months (the server's months are India time, as ours). */
export function RevenueChart() {
  const { t } = useTranslation();
  const overview = useOverview();
  const texts: MonthlyBarChartTexts = {
    title: t('Monthly revenue'),
    subtitle: t('Last 12 months, confirmed stays by payment date'),
    tableCaption: t('Revenue per month, last 12 months'),
    valueHeader: t('Revenue'),
    empty: t('No revenue in the last 12 months yet.'),
    loadFailed: translateApiMessage(accountMessages.statsLoadFailed),
    loading: t('Loading monthly revenue'),
  };
  const months = overview.data?.monthlyRevenue;
  const currentMonth = months?.at(-1)?.month ?? currentMonthInIndia();
  return (
    <MonthlyBarChart
      texts={texts}
      testId="revenue-chart"
      summary={months}
      currentMonth={currentMonth}
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
    />
  );
}
