import type { DemoCheckoutSession, DemoPayBody, DemoPayResponse } from '@rentease/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** The demo card network's hosted checkout: no login, the session id is the key. */
export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.demoSession(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<DemoCheckoutSession>(`/api/payment/demo/${encodeURIComponent(sessionId)}`, { as: 'anonymous', signal }),
    staleTime: 0,
    retry: false,
  });

export function useDemoSession(sessionId: string) {
  return useQuery(demoSessionQueryOptions(sessionId));
}

export function useDemoPay(sessionId: string) {
  return useMutation({
    mutationFn: (card: DemoPayBody) =>
      apiRequest<DemoPayResponse>(`/api/payment/demo/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
        body: card,
        as: 'anonymous',
      }),
  });
}
