import type { BookingRequest, PaymentPlan } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { dueToday } from '../../../lib/payment-plan';

/**
 * Opens the card checkout for exactly the approved request's dates, at its price: all of it
 * ('full') or the first month ('monthly'), plus the listing's deposit either way.
 */
export function payBookingRequest({ request, tenantId, plan }: { request: BookingRequest; tenantId: string; plan: PaymentPlan }) {
  return answer(
    api('user').POST('/api/payment/create-checkout-session', {
      body: {
        tenantId,
        propertyId: request.property_id,
        amount: dueToday(request.amount, request.duration, request.deposit, plan),
        moveInDate: request.move_in_date,
        duration: request.duration,
        plan,
      },
    }),
  );
}

export function usePayBookingRequest() {
  return useMutation({ mutationFn: payBookingRequest });
}
