import type { UserStats } from '@rentease/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/user/user-stats (spec §7): how many landlords and tenants. */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.userStats(),
    queryFn: () => apiRequest<UserStats>('/api/user/user-stats', { as: 'admin' }),
  });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
