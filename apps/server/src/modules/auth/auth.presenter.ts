import type { AdminLoginResponse, LoginResponse } from '@rentease/contract';
import { messages } from '@rentease/contract';
import type { UserRow } from '../../db/schema/index.js';

export function toLoginResponse(user: UserRow, token: string): LoginResponse {
  return {
    message: messages.loginSuccessful,
    token,
    id: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    email_verified: user.emailVerifiedAt !== null,
  };
}

export function toAdminLoginResponse(user: UserRow, token: string): AdminLoginResponse {
  return {
    message: messages.adminLoginSuccessful,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: 'admin',
    token,
  };
}
