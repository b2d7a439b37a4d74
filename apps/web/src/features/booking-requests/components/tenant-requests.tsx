import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type BookingRequest, bookingMessages, bookingRequestMessages, type PaymentPlan } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentPlanChoice, PaymentTotal } from '../../../components/payment-plan-choice';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useAnswerBookingRequest } from '../api/answer-booking-request';
import { useBookingRequests } from '../api/get-booking-requests';
import { usePayBookingRequest } from '../api/pay-booking-request';
import { BookingRequestCard } from './booking-request-card';

function TenantRequestActions({ request, tenantId }: { request: BookingRequest; tenantId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerBookingRequest();
  const pay = usePayBookingRequest();
  const [redirecting, setRedirecting] = useState(false);
  const [plan, setPlan] = useState<PaymentPlan>('full');
  const busy = answer.isPending || pay.isPending || redirecting;

  const withdraw = async () => {
    try {
      await answer.mutateAsync({ id: request.id, action: 'withdraw' });
      notify.success(translateApiMessage(bookingRequestMessages.withdrawn));
    } catch (error) {
      notify.error(errorMessageOf(error, translateApiMessage(bookingRequestMessages.answerFailed)));
    }
  };
  const payNow = async () => {
    try {
      const { url } = await pay.mutateAsync({ request, tenantId, plan });
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      notify.error(errorMessageOf(error, translateApiMessage(bookingMessages.bookingFailed)));
    }
  };

  const isApproved = request.status === 'approved';
  return (
    <>
      {isApproved && (
        // The same choice and total as booking a listing straight away: the approval fixed the dates
        // and the price, not how they are paid.
        <Box sx={{ width: '100%', maxWidth: 480, mb: 1 }}>
          <PaymentPlanChoice value={plan} onChange={setPlan} disabled={busy} />
          <PaymentTotal
            monthlyRent={request.amount / request.duration}
            months={request.duration}
            deposit={request.deposit}
            plan={plan}
          />
        </Box>
      )}
      {isApproved && (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void payNow()}
          startIcon={pay.isPending || redirecting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {pay.isPending || redirecting ? t('Processing...') : t('Pay now')}
        </Button>
      )}
      <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void withdraw()}>
        {t('Withdraw')}
      </Button>
    </>
  );
}

/**
 * The tenant's requests to book, above their bookings: the open ones with the time left (and Pay
 * now once approved), then the answered ones. Nothing at all when they never asked.
 */
export function TenantRequests({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const requests = useBookingRequests();
  if (requests.isPending) return null;
  if (requests.isError) return <Alert severity="error">{translateApiMessage(bookingRequestMessages.loadFailed)}</Alert>;
  // A request that became a booking is shown as the booking below.
  const shown = requests.data.filter((request) => request.status !== 'booked');
  if (shown.length === 0) return null;
  const now = new Date(requests.dataUpdatedAt || Date.now());
  return (
    <Box component="section" aria-labelledby="tenant-requests-heading" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="tenant-requests-heading" sx={{ mb: 1.5 }}>
        {t('Requests to book')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 820 }}>
        {shown.map((request) => (
          <BookingRequestCard
            key={request.id}
            request={request}
            variant="tenant"
            now={now}
            actions={
              request.status === 'pending' || request.status === 'approved' ? (
                <TenantRequestActions request={request} tenantId={tenantId} />
              ) : undefined
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
