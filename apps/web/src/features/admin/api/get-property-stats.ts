import type { PropertyStats } from '@rentease/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/user/property-stats (spec §7): listings in total and by type. */
export const propertyStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.propertyStats(),
    queryFn: () => apiRequest<PropertyStats>('/api/user/property-stats', { as: 'admin' }),
  });

export function usePropertyStats() {
  return useQuery(propertyStatsQueryOptions());
}
