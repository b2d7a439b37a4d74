import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { RentPeriod } from '@rentease/contract';
import { useState } from 'react';
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

/**
 * A monthly stay's rent, month by month, for its tenant: each month's state and, on the month to
 * pay now, 'Pay rent' (to the checkout, back to the success page).
 */
export function RentSchedule({ bookingId, canPay }: { bookingId: string; canPay: boolean }) {
  const schedule = useRentSchedule(bookingId);
  const pay = usePayRent();
  const [redirecting, setRedirecting] = useState(false);
  if (schedule.isPending) return <Skeleton height={80} aria-label="Loading rent schedule" />;
  if (schedule.isError) return <Alert severity="error">Could not load the rent schedule.</Alert>;
  const months = schedule.data;
  const payable = canPay ? nextPayableMonth(months) : undefined;
  const working = pay.isPending || redirecting;

  const payMonth = async (month: RentPeriod) => {
    try {
      const { url } = await pay.mutateAsync({ bookingId, period: month.period });
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      notify.error(errorMessageOf(error, 'Could not open the rent payment.'), 'rent');
      void schedule.refetch();
    }
  };

  return (
    <Box component="section" aria-label="Rent schedule">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Rent schedule
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.75}>
        {months.map((month) => (
          <Stack
            component="li"
            key={month.period}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            aria-label={`Rent due ${formatDate(month.due_date)}`}
          >
            <Typography variant="body2">
              {formatDate(month.due_date)} · {formatRupees(month.amount)}
            </Typography>
            <RentStatusChip status={month.status} />
          </Stack>
        ))}
      </Stack>
      {payable && (
        <Button
          variant="contained"
          sx={{ mt: 1.5 }}
          fullWidth
          disabled={working}
          onClick={() => void payMonth(payable)}
          startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {working ? 'Processing...' : `Pay rent ${formatRupees(payable.amount)}`}
        </Button>
      )}
    </Box>
  );
}
