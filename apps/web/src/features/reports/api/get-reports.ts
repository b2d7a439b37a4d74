import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { reportKeys } from './report-keys';

/** GET /api/admin/reports: the queue, open reports first, newest first, page by page. */
export const reportQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportKeys.queue(),
    queryFn: ({ pageParam }) => listPage(api('admin').GET('/api/admin/reports', { params: { query: { cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useReportQueue() {
  return useInfiniteQuery(reportQueueQueryOptions());
}
