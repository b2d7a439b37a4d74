import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/user/property-stats: listings in total and by type. */
export const propertyStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.propertyStats(),
    queryFn: () => answer(api('admin').GET('/api/user/property-stats')),
  });

export function usePropertyStats() {
  return useQuery(propertyStatsQueryOptions());
}
