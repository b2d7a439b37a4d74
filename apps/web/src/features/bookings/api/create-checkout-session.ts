import type { CheckoutSessionResponse, CreateCheckoutInput } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payment/create-checkout-session: the server checks the window and the amount, and answers the checkout URL. */
export function createCheckoutSession(body: CreateCheckoutInput): Promise<CheckoutSessionResponse> {
  return apiRequest('/api/payment/create-checkout-session', { method: 'POST', body });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
