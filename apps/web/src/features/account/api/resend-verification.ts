import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: a new link to the address waiting to be verified. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => answer(api('user').POST('/api/auth/resend-verification')),
  });
}
