import type { DemoPayBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** The demo card network's hosted checkout: no login, the session id is the key. */
export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.demoSession(sessionId),
    queryFn: ({ signal }) =>
      answer(api('anonymous').GET('/api/payment/demo/{sessionId}', { params: { path: { sessionId } }, signal })),
    staleTime: 0,
    retry: false,
  });

export function useDemoSession(sessionId: string) {
  return useQuery(demoSessionQueryOptions(sessionId));
}

export function useDemoPay(sessionId: string) {
  return useMutation({
    mutationFn: (card: DemoPayBody) =>
      answer(api('anonymous').POST('/api/payment/demo/{sessionId}/pay', { params: { path: { sessionId } }, body: card })),
  });
}
