import type { AdminLoginBody, loginBody, RegisterInput, TwoStepVerifyBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { answer, api } from '../../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => answer(api('anonymous').POST('/api/auth/login', { body })),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterInput) => answer(api('anonymous').POST('/api/auth/register', { body })),
  });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: AdminLoginBody) => answer(api('anonymous').POST('/api/auth/login-admin', { body })),
  });
}

/** POST /api/auth/login/verify: the second step of a login with two-step sign-in on. */
export function useVerifyTwoStep() {
  return useMutation({
    mutationFn: (body: TwoStepVerifyBody) => answer(api('anonymous').POST('/api/auth/login/verify', { body })),
  });
}
