import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type BookingRequest, bookingMessages, bookingRequestMessages } from '@rentease/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useAnswerBookingRequest } from '../api/answer-booking-request';
import { useBookingRequests } from '../api/get-booking-requests';
import { usePayBookingRequest } from '../api/pay-booking-request';
import { BookingRequestCard } from './booking-request-card';

function TenantRequestActions({ request, tenantId }: { request: BookingRequest; tenantId: string }) {
  const answer = useAnswerBookingRequest();
  const pay = usePayBookingRequest();
  const [redirecting, setRedirecting] = useState(false);
  const busy = answer.isPending || pay.isPending || redirecting;

  const withdraw = async () => {
    try {
      await answer.mutateAsync({ id: request.id, action: 'withdraw' });
      notify.success(bookingRequestMessages.withdrawn);
    } catch (error) {
      notify.error(errorMessageOf(error, bookingRequestMessages.answerFailed));
    }
  };
  const payNow = async () => {
    try {
      const { url } = await pay.mutateAsync({ request, tenantId });
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      notify.error(errorMessageOf(error, bookingMessages.bookingFailed));
    }
  };

  return (
    <>
      {request.status === 'approved' && (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void payNow()}
          startIcon={pay.isPending || redirecting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {pay.isPending || redirecting ? 'Processing...' : 'Pay now'}
        </Button>
      )}
      <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void withdraw()}>
        Withdraw
      </Button>
    </>
  );
}

/**
 * The tenant's requests to book, above their bookings: the open ones with the time left (and Pay
 * now once approved), then the answered ones. Nothing at all when they never asked.
 */
export function TenantRequests({ tenantId }: { tenantId: string }) {
  const requests = useBookingRequests();
  if (requests.isPending) return null;
  if (requests.isError) return <Alert severity="error">{bookingRequestMessages.loadFailed}</Alert>;
  // A request that became a booking is shown as the booking below.
  const shown = requests.data.filter((request) => request.status !== 'booked');
  if (shown.length === 0) return null;
  const now = new Date(requests.dataUpdatedAt || Date.now());
  return (
    <Box component="section" aria-labelledby="tenant-requests-heading" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="tenant-requests-heading" sx={{ mb: 1.5 }}>
        Requests to book
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
