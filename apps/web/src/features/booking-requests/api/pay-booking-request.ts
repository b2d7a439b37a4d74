import type { BookingRequest } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

/** Opens the card checkout for exactly the approved request's dates, at its price (paid in full). */
export function payBookingRequest({ request, tenantId }: { request: BookingRequest; tenantId: string }) {
  return answer(
    api('user').POST('/api/payment/create-checkout-session', {
      body: {
        tenantId,
        propertyId: request.property_id,
        // The approved rent of every month, plus the listing's deposit.
        amount: request.amount + request.deposit,
        moveInDate: request.move_in_date,
        duration: request.duration,
      },
    }),
  );
}

export function usePayBookingRequest() {
  return useMutation({ mutationFn: payBookingRequest });
}
