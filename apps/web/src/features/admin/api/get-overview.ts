import type { AdminOverview } from '@rentease/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/overview: bookings, revenue, revenue per month and the audit log's latest entries. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: () => apiRequest<AdminOverview>('/api/admin/overview', { as: 'admin' }),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
