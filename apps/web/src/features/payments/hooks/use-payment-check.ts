import type { PaymentStatusResponse } from '@rentease/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { getPaymentStatus } from '../api/get-payment-status';
import { paymentKeys } from '../api/payment-keys';

/**
 * Pauses between asks while the provider still calls the payment open (its webhook, or the demo
 * network's confirmation, can be a moment behind the redirect): about 10 s in all, after which the
 * payment counts as not completed.
 */
export const PENDING_POLL_DELAYS_MS = [800, 1200, 1600, 2000, 2400, 2400] as const;

export type PaymentCheck =
  | { state: 'verifying' }
  | { state: 'success'; result: PaymentStatusResponse }
  | { state: 'failed'; result: PaymentStatusResponse }
  | { state: 'error'; error: ApiError };

/** Only a network failure or a server fault is worth asking again; a 4xx will answer the same. */
const isTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Asks until the answer is settled, or the pauses run out (the last answer then stands). */
async function checkUntilSettled(sessionId: string, poll: boolean, signal: AbortSignal): Promise<PaymentStatusResponse> {
  for (const delay of poll ? PENDING_POLL_DELAYS_MS : []) {
    const result = await getPaymentStatus(sessionId, signal);
    if (result.code !== 'PAYMENT_PENDING') return result;
    await pause(delay, signal);
  }
  return getPaymentStatus(sessionId, signal);
}

/**
 * The payment check: GET /api/payment/status once per visit (the call confirms the
 * booking and is idempotent, so a reload asks again and gets the same answer); with `poll`, a
 * PAYMENT_PENDING answer is asked again with growing pauses. StrictMode's second mount shares the
 * same request; leaving the page cancels a check still waiting.
 */
export function usePaymentCheck(sessionId: string, { poll = true }: { poll?: boolean } = {}): PaymentCheck {
  const query = useQuery({
    queryKey: [...paymentKeys.status(sessionId), poll ? 'until-settled' : 'once'],
    queryFn: ({ signal }) => checkUntilSettled(sessionId, poll, signal),
    enabled: sessionId !== '',
    // One answer per visit: re-renders reuse it, and leaving the page drops it, so the next visit
    // verifies afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (failures, error) => isTransient(error) && failures < 2,
  });

  if (query.isError) return { state: 'error', error: query.error };
  if (!query.data) return { state: 'verifying' };
  return query.data.success ? { state: 'success', result: query.data } : { state: 'failed', result: query.data };
}
