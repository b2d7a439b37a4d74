import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { type BookingListScope, bookingKeys } from './booking-keys';

/** One page of a scope's bookings, from `cursor` on (the first page without one). */
function fetchBookingsPage(scope: BookingListScope, cursor: string | undefined) {
  const query = { cursor };
  if (scope.kind === 'all') return listPage(api('admin').GET('/api/bookings/all', { params: { query } }));
  const path = { userId: scope.userId };
  return scope.kind === 'tenant'
    ? listPage(api('user').GET('/api/bookings/tenant/{userId}', { params: { path, query } }))
    : listPage(api('user').GET('/api/bookings/landlord/{userId}', { params: { path, query } }));
}

/** Confirmed bookings of a scope, latest move-in first, page by page (Link rel="next"). */
export const bookingsQueryOptions = (scope: BookingListScope) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(scope),
    queryFn: ({ pageParam }) => fetchBookingsPage(scope, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useBookings(scope: BookingListScope) {
  return useInfiniteQuery(bookingsQueryOptions(scope));
}
