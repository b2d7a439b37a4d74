import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, answer, api } from '../../../lib/api-client';
import { bookingRequestKeys } from './booking-request-keys';

/** POST /api/booking-requests: the dates and the application; the answer says until when the owner may answer. */
export function createBookingRequest(body: ApiBody<'post', '/api/booking-requests'>) {
  return answer(api('user').POST('/api/booking-requests', { body }));
}

export function useCreateBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingRequest,
    // The list and the renter profile (the answers are kept for next time).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
  });
}
