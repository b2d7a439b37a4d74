import type { CurrentUserResponse } from '@rentease/contract';
import { answer, api } from '../../../lib/api-client';

/** GET /api/auth/me: who the token of the user (tenant, landlord) or admin session belongs to, and their language. */
export function getCurrentUser(as: 'user' | 'admin'): Promise<CurrentUserResponse> {
  return answer(api(as).GET('/api/auth/me'));
}
