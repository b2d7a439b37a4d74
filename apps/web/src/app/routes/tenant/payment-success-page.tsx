import { Button, Stack, Typography } from '@mui/material';
import { bookingMessages, PAYMENT_SUCCESS_COUNTDOWN_SECONDS } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { bookingKeys } from '../../../features/bookings/api/booking-keys';
import { clearPendingBooking } from '../../../features/bookings/pending-booking';
import { paymentKeys } from '../../../features/payments/api/payment-keys';
import { type OutcomeTone, PaymentOutcome } from '../../../features/payments/components/payment-outcome';
import { type PaymentCheck, usePaymentCheck } from '../../../features/payments/hooks/use-payment-check';
import { propertyKeys } from '../../../features/properties/api/properties-api';

/** Spec §2: the countdown line, N being the seconds left. */
const REDIRECT_NOTICE = 'Redirecting to property listings in N seconds...';
const SEARCH_PATH = '/tenant/search';

function redirectNotice(seconds: number): string {
  return REDIRECT_NOTICE.replace('N seconds', seconds === 1 ? '1 second' : `${seconds} seconds`);
}

/**
 * Counts down once `active`, then navigates once. The timer belongs to the effect that set it,
 * so StrictMode's second effect run and leaving the page early both leave no stray timer.
 */
function useRedirectCountdown(active: boolean, to: string): number {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(PAYMENT_SUCCESS_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!active) return;
    if (seconds <= 0) {
      navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [active, seconds, navigate, to]);
  return seconds;
}

/** The result in the spec's words (§4), with the server's reason underneath when it adds one. */
function describe(check: PaymentCheck | { state: 'invalid' }): { tone: OutcomeTone; title: string; detail?: string } {
  switch (check.state) {
    case 'invalid':
      return { tone: 'error', title: bookingMessages.invalidSession };
    case 'verifying':
      return { tone: 'working', title: bookingMessages.verifying };
    case 'success':
      return { tone: 'success', title: bookingMessages.paymentSuccess };
    case 'failed': {
      const reason = check.result.message;
      return {
        tone: 'error',
        title: bookingMessages.paymentFailed,
        detail: reason !== bookingMessages.paymentFailed ? reason : undefined,
      };
    }
    case 'error':
      return { tone: 'error', title: bookingMessages.paymentError };
  }
}

/**
 * /tenant/payment-success?session_id=… — where the card checkout sends the tenant back. Verifies
 * the payment (which confirms the booking), says how it went, and returns to the search after the
 * spec's 5 s countdown. Reloading verifies again and gets the same answer.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const queryClient = useQueryClient();
  const payment = usePaymentCheck(sessionId);
  const check = sessionId ? payment : ({ state: 'invalid' } as const);
  const isConfirmed = check.state === 'success';
  const seconds = useRedirectCountdown(check.state !== 'verifying', SEARCH_PATH);

  useEffect(() => {
    if (!isConfirmed) return;
    // Spec §3: the pending booking is done with. The lists and the listing's availability changed.
    clearPendingBooking();
    // Marked stale only: they reload when next shown. Refetching now would also repeat this page's
    // own status check, which lives under paymentKeys.all.
    for (const queryKey of [bookingKeys.all, paymentKeys.all, propertyKeys.all]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }, [isConfirmed, queryClient]);

  const { tone, title, detail } = describe(check);
  return (
    <PaymentOutcome tone={tone} title={title} detail={detail}>
      {check.state !== 'verifying' && (
        <>
          <Typography sx={{ mt: 3, fontWeight: 600 }} color="primary" aria-live="off">
            {redirectNotice(seconds)}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap', '& > *': { whiteSpace: 'nowrap' } }}
          >
            {isConfirmed && (
              <Button variant="contained" component={RouterLink} to="/tenant/bookings">
                My Bookings
              </Button>
            )}
            {isConfirmed && (
              <Button variant="outlined" component={RouterLink} to="/tenant/payments">
                My Payments
              </Button>
            )}
            <Button variant={isConfirmed ? 'text' : 'contained'} component={RouterLink} to={SEARCH_PATH} replace>
              Search Properties
            </Button>
          </Stack>
        </>
      )}
    </PaymentOutcome>
  );
}
