import type { AdminReport } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { reportKeys } from './report-keys';

/** GET /api/admin/reports (issue 11): the queue, open reports first, newest first, page by page. */
export const reportQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportKeys.queue(),
    queryFn: ({ pageParam }) => fetchListPage<AdminReport>(pageParam, 'admin'),
    initialPageParam: '/api/admin/reports',
    getNextPageParam: (last) => last.next,
  });

export function useReportQueue() {
  return useInfiniteQuery(reportQueueQueryOptions());
}
