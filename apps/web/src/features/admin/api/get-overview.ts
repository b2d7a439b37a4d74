import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/overview: bookings, revenue, revenue per month and the audit log's latest entries. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: () => answer(api('admin').GET('/api/admin/overview')),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
