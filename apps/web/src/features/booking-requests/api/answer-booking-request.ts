import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, answer, api } from '../../../lib/api-client';
import { bookingRequestKeys } from './booking-request-keys';

export type RequestAction =
  | { id: string; action: 'approve' }
  | { id: string; action: 'withdraw' }
  | { id: string; action: 'decline'; reason?: string };

/** POST /api/booking-requests/{id}/approve, /decline or /withdraw. */
export function answerBookingRequest(input: RequestAction) {
  const params = { path: { id: input.id } };
  const client = api('user');
  if (input.action === 'approve') return answer(client.POST('/api/booking-requests/{id}/approve', { params }));
  if (input.action === 'withdraw') return answer(client.POST('/api/booking-requests/{id}/withdraw', { params }));
  return answer(
    client.POST('/api/booking-requests/{id}/decline', { params, body: input.reason ? { reason: input.reason } : {} }),
  );
}

/**
 * Approves, declines or withdraws a request. Settles once the list has reloaded; a 409 (answered
 * meanwhile, in another tab or by the other side) reloads it too, so the card shows what is true now.
 */
export function useAnswerBookingRequest() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all });
  return useMutation({
    mutationFn: answerBookingRequest,
    onSuccess: reload,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void reload();
    },
  });
}
