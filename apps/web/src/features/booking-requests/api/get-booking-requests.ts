import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { bookingRequestKeys } from './booking-request-keys';

/** GET /api/booking-requests: the tenant's own requests, or those on the landlord's listings. */
export function getBookingRequests(signal?: AbortSignal) {
  return answer(api('user').GET('/api/booking-requests', { signal }));
}

export const bookingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: bookingRequestKeys.list(),
    queryFn: ({ signal }) => getBookingRequests(signal),
    // Time left is shown, and the other side may answer at any moment.
    refetchInterval: 60_000,
  });

export function useBookingRequests() {
  return useQuery(bookingRequestsQueryOptions());
}
