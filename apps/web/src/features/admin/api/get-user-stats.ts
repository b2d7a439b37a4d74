import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/user/user-stats: how many landlords and tenants. */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.userStats(),
    queryFn: () => answer(api('admin').GET('/api/user/user-stats')),
  });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
