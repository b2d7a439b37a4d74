import type { ForgotPasswordBody, ResetPasswordBody, VerifyEmailBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => answer(api('anonymous').POST('/api/auth/forgot-password', { body })),
  });
}

/** POST /api/auth/reset-password: the link's token and the new password; every session ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => answer(api('anonymous').POST('/api/auth/reset-password', { body })),
  });
}

/** POST /api/auth/verify-email: the link's token proves the address (or confirms a new one). */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => answer(api('anonymous').POST('/api/auth/verify-email', { body })),
  });
}
