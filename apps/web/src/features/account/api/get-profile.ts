import type { AccountRole, ProfileResponse } from '@rentease/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/user/profile?email&role: the signed-in user's own profile. */
export function getProfile(email: string, role: AccountRole): Promise<ProfileResponse> {
  return answer(api('user').GET('/api/user/profile', { params: { query: { email, role } } }));
}

export const profileQueryOptions = (email: string, role: AccountRole) =>
  queryOptions({ queryKey: accountKeys.profile(role, email), queryFn: () => getProfile(email, role) });

/** The profile of the signed-in user (null while signed out: nothing is asked). */
export function useProfile(account: { email: string; role: AccountRole } | null) {
  return useQuery({ ...profileQueryOptions(account?.email ?? '', account?.role ?? 'tenant'), enabled: Boolean(account) });
}
