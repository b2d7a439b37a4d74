import type {
  AdminLoginBody,
  AdminLoginResponse,
  LoginResponse,
  loginBody,
  MessageResponse,
  RegisterInput,
} from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body, as: 'anonymous' }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterInput) =>
      apiRequest<MessageResponse>('/api/auth/register', { method: 'POST', body, as: 'anonymous' }),
  });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: AdminLoginBody) =>
      apiRequest<AdminLoginResponse>('/api/auth/login-admin', { method: 'POST', body, as: 'anonymous' }),
  });
}
