import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { contactKeys } from './contact-keys';

/** GET /api/notification-messages (admin only): contact messages, newest first, page by page. */
export const contactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(),
    queryFn: ({ pageParam }) =>
      listPage(api('admin').GET('/api/notification-messages', { params: { query: { cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions());
}
