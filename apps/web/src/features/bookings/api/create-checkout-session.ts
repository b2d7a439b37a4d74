import { useMutation } from '@tanstack/react-query';
import { type ApiBody, answer, api } from '../../../lib/api-client';

/** POST /api/payment/create-checkout-session: the server checks the window and the amount, and answers the checkout URL. */
export function createCheckoutSession(body: ApiBody<'post', '/api/payment/create-checkout-session'>) {
  return answer(api('user').POST('/api/payment/create-checkout-session', { body }));
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
