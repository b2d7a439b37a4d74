import type { ContactMessage } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { contactKeys } from './contact-keys';

/** GET /api/notification-messages (spec §7, admin): contact messages, newest first, page by page. */
export const contactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(),
    queryFn: ({ pageParam }) => fetchListPage<ContactMessage>(pageParam, 'admin'),
    initialPageParam: '/api/notification-messages',
    getNextPageParam: (last) => last.next,
  });

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions());
}
