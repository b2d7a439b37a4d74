import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

export type PayRentInput = { bookingId: string; period: string };

/** POST /api/bookings/{id}/rent/{period}/checkout: the month's checkout URL (the same one if it is already open). */
export function payRent({ bookingId, period }: PayRentInput) {
  return answer(api('user').POST('/api/bookings/{id}/rent/{period}/checkout', { params: { path: { id: bookingId, period } } }));
}

export function usePayRent() {
  return useMutation({ mutationFn: payRent });
}
