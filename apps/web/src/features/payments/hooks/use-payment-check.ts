import type { PaymentStatusResponse } from '@rentease/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { getPaymentStatus } from '../api/get-payment-status';
import { paymentKeys } from '../api/payment-keys';

/**
 * Waits between asks while the provider still calls the payment open (its webhook or the demo
 * network's confirmation is a moment behind the redirect): about 10 s in all, then it counts as
 * not paid.
 */
export const PENDING_POLL_DELAYS_MS = [800, 1200, 1600, 2000, 2400, 2400] as const;

export type PaymentCheck =
  | { state: 'verifying' }
  | { state: 'success'; result: PaymentStatusResponse }
  | { state: 'failed'; result: PaymentStatusResponse }
  | { state: 'error'; error: ApiError };

/** Only a network failure or a server fault is worth asking again; a 4xx will answer the same. */
const isTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

/**
 * The payment check of spec §4: asks GET /api/payment/status once per mount (the call confirms
 * the booking and is idempotent, so a reload asks again and gets the same answer), and while the
 * answer is PAYMENT_PENDING asks again with growing pauses when `poll` is set.
 */
export function usePaymentCheck(sessionId: string, { poll = true }: { poll?: boolean } = {}): PaymentCheck {
  const queryClient = useQueryClient();
  const queryKey = paymentKeys.status(sessionId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getPaymentStatus(sessionId, signal),
    enabled: sessionId !== '',
    // One answer per visit: StrictMode's second mount and re-renders reuse it; leaving the page
    // drops it, so the next visit verifies afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (failures, error) => isTransient(error) && failures < 2,
    refetchInterval: (current) => {
      if (!poll || current.state.data?.code !== 'PAYMENT_PENDING') return false;
      return PENDING_POLL_DELAYS_MS[current.state.dataUpdateCount - 1] ?? false;
    },
  });

  if (query.isError) return { state: 'error', error: query.error };
  const result = query.data;
  if (!result) return { state: 'verifying' };
  if (result.success) return { state: 'success', result };
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 1;
  const stillPolling = poll && result.code === 'PAYMENT_PENDING' && PENDING_POLL_DELAYS_MS[answers - 1] !== undefined;
  return stillPolling ? { state: 'verifying' } : { state: 'failed', result };
}
