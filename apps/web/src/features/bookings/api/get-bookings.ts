import type { BookingSummary } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { type BookingListScope, bookingKeys } from './booking-keys';

function firstPageUrl(scope: BookingListScope): string {
  if (scope.kind === 'all') return '/api/bookings/all';
  return `/api/bookings/${scope.kind}/${encodeURIComponent(scope.userId)}`;
}

/** Confirmed bookings of a scope, latest move-in first, page by page (Link rel="next"). */
export const bookingsQueryOptions = (scope: BookingListScope) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(scope),
    queryFn: ({ pageParam }) => fetchListPage<BookingSummary>(pageParam, scope.kind === 'all' ? 'admin' : 'user'),
    initialPageParam: firstPageUrl(scope),
    getNextPageParam: (last) => last.next,
  });

export function useBookings(scope: BookingListScope) {
  return useInfiniteQuery(bookingsQueryOptions(scope));
}
