import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type AdminOverview, accountMessages } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChartUnit,
  MonthlyBarChart,
  type MonthlyBarChartTexts,
  translateChartTexts,
} from '../../../components/monthly-bar-chart';
import { currentMonthInIndia } from '../../../lib/calendar';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { useOverview } from '../api/get-overview';

type Trend = 'revenue' | 'bookings' | 'refunds' | 'newUsers';

const TRENDS: Record<
  Trend,
  {
    field: keyof Pick<AdminOverview, 'monthlyRevenue' | 'monthlyBookings' | 'monthlyRefunds' | 'monthlyNewUsers'>;
    unit: ChartUnit;
    label: string;
    texts: Omit<MonthlyBarChartTexts, 'loadFailed'>;
  }
> = {
  revenue: {
    field: 'monthlyRevenue',
    unit: 'rupees',
    label: msg('Revenue'),
    texts: {
      title: msg('Monthly revenue'),
      subtitle: msg('Last 12 months, confirmed stays by payment date'),
      tableCaption: msg('Revenue per month, last 12 months'),
      valueHeader: msg('Revenue'),
      empty: msg('No revenue in the last 12 months yet.'),
      loading: msg('Loading monthly revenue'),
    },
  },
  bookings: {
    field: 'monthlyBookings',
    unit: 'count',
    label: msg('Bookings'),
    texts: {
      title: msg('Monthly bookings'),
      subtitle: msg('Last 12 months, stays booked, by payment date'),
      tableCaption: msg('Bookings per month, last 12 months'),
      valueHeader: msg('Bookings'),
      empty: msg('No bookings in the last 12 months yet.'),
      loading: msg('Loading monthly bookings'),
    },
  },
  refunds: {
    field: 'monthlyRefunds',
    unit: 'rupees',
    label: msg('Refunds'),
    texts: {
      title: msg('Monthly refunds'),
      subtitle: msg('Last 12 months, by the date each refund went through'),
      tableCaption: msg('Refunds per month, last 12 months'),
      valueHeader: msg('Refunds'),
      empty: msg('No refunds in the last 12 months.'),
      loading: msg('Loading monthly refunds'),
    },
  },
  newUsers: {
    field: 'monthlyNewUsers',
    unit: 'count',
    label: msg('New users'),
    texts: {
      title: msg('New users per month'),
      subtitle: msg('Last 12 months, tenants and landlords who signed up'),
      tableCaption: msg('New users per month, last 12 months'),
      valueHeader: msg('New users'),
      empty: msg('No one signed up in the last 12 months yet.'),
      loading: msg('Loading new users per month'),
    },
  },
};

/**
 * The platform month by month for the last 12 months: revenue kept, stays booked, refunds and
 * sign-ups, one at a time (the server's months are India time, as ours).
 */
export function PlatformTrendsChart() {
  const { t } = useTranslation();
  const overview = useOverview();
  const [trend, setTrend] = useState<Trend>('revenue');
  const shown = TRENDS[trend];
  const texts: MonthlyBarChartTexts = {
    ...translateChartTexts(shown.texts, t),
    loadFailed: translateApiMessage(accountMessages.statsLoadFailed),
  };
  const months = overview.data?.[shown.field];
  const currentMonth = months?.at(-1)?.month ?? currentMonthInIndia();
  return (
    <MonthlyBarChart
      texts={texts}
      testId="trends-chart"
      unit={shown.unit}
      summary={months}
      currentMonth={currentMonth}
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={trend}
          onChange={(_event, next: Trend | null) => next && setTrend(next)}
          aria-label={t('Show per month')}
          // A phone gives the four a quarter of the width each, on one line.
          sx={{
            width: { xs: '100%', sm: 'auto' },
            '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'initial' }, px: { xs: 0.5, sm: 1.5 }, whiteSpace: 'nowrap' },
          }}
        >
          {(Object.keys(TRENDS) as Trend[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {t(TRENDS[key].label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    />
  );
}
