import type { CancelBookingBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiRequestAs, answer, api } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export type CancelBookingInput = { bookingId: string; body: CancelBookingBody };

/** POST /api/bookings/{bookingId}/cancel. */
export function cancelBooking({ bookingId, body }: CancelBookingInput, as: ApiRequestAs) {
  return answer(api(as).POST('/api/bookings/{bookingId}/cancel', { params: { path: { bookingId } }, body }));
}

/**
 * Cancels a booking. Settles once the booking lists (and the availability they share a key with)
 * and the payments lists have reloaded, so the card shows 'Cancelled' when the dialog closes.
 */
export function useCancelBooking(as: ApiRequestAs) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelBookingInput) => cancelBooking(input, as),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        // The payments feature's key root: a refund changes the payment's status and amount.
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        // The listings feature's key root: the freed dates change a card's 'Currently booked'.
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
    onError: (error) => {
      // Already cancelled (another tab, the other side) or the stay began: show the list as it is now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
