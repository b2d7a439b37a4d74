import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { RentPeriod } from '@rentease/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestAs } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useRentSchedule } from '../api/get-rent-schedule';
import { usePayRent } from '../api/pay-rent';
import { RentStatusChip } from './rent-status-chip';

/** The month a tenant pays next: the earliest one due or late. */
export function nextPayableMonth(months: RentPeriod[]): RentPeriod | undefined {
  return months.find((month) => month.status === 'due' || month.status === 'late');
}

/** Rupees paid so far, still to pay, and the stay's rent, summed in paise so they add up exactly. */
export function rentTotals(months: RentPeriod[]): { paid: number; toPay: number; total: number } {
  let paidPaise = 0;
  let toPayPaise = 0;
  for (const month of months) {
    const paise = Math.round(month.amount * 100);
    if (month.status === 'paid') paidPaise += paise;
    else toPayPaise += paise;
  }
  return { paid: paidPaise / 100, toPay: toPayPaise / 100, total: (paidPaise + toPayPaise) / 100 };
}

/**
 * A monthly stay's rent, month by month: each month's state, what is paid and still to pay and,
 * for its tenant, 'Pay rent' on the month to pay now (to the checkout, back to the success page).
 * `renderReceipt` adds something beside each paid month (the admin's receipt download).
 */
export function RentSchedule({
  bookingId,
  canPay,
  as = 'user',
  renderReceipt,
}: {
  bookingId: string;
  canPay: boolean;
  as?: ApiRequestAs;
  renderReceipt?: (month: RentPeriod & { payment_id: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const schedule = useRentSchedule(bookingId, as);
  const pay = usePayRent();
  const [redirecting, setRedirecting] = useState(false);
  if (schedule.isPending) return <Skeleton height={80} aria-label={t('Loading rent schedule')} />;
  if (schedule.isError) return <Alert severity="error">{t('Could not load the rent schedule.')}</Alert>;
  const months = schedule.data;
  const payable = canPay ? nextPayableMonth(months) : undefined;
  const working = pay.isPending || redirecting;
  const totals = rentTotals(months);

  const payMonth = async (month: RentPeriod) => {
    try {
      const { url } = await pay.mutateAsync({ bookingId, period: month.period });
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      notify.error(errorMessageOf(error, t('Could not open the rent payment.')), 'rent');
      void schedule.refetch();
    }
  };

  return (
    <Box component="section" aria-label={t('Rent schedule')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('Rent schedule')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.75}>
        {months.map((month) => (
          <Stack
            component="li"
            key={month.period}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            aria-label={t('Rent due {{date}}', { date: formatDate(month.due_date) })}
          >
            <Typography variant="body2">
              {formatDate(month.due_date)} · {formatRupees(month.amount)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {renderReceipt && month.payment_id !== null && renderReceipt({ ...month, payment_id: month.payment_id })}
              <RentStatusChip status={month.status} />
            </Stack>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="rent-totals">
        {t('Rent so far {{paid}} of {{total}} · {{toPay}} to come', {
          paid: formatRupees(totals.paid),
          total: formatRupees(totals.total),
          toPay: formatRupees(totals.toPay),
        })}
      </Typography>
      {payable && (
        <Button
          variant="contained"
          sx={{ mt: 1.5 }}
          fullWidth
          disabled={working}
          onClick={() => void payMonth(payable)}
          startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {working ? t('Processing...') : t('Pay rent {{amount}}', { amount: formatRupees(payable.amount) })}
        </Button>
      )}
    </Box>
  );
}
