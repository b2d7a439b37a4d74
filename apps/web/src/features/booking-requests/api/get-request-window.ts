import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { bookingRequestKeys } from './booking-request-keys';

/** The listing's move-in window, asked afresh each time the request dialog opens. */
export function getRequestWindow(propertyId: string, signal?: AbortSignal) {
  return answer(api('anonymous').GET('/api/bookings/availability/{propertyId}', { params: { path: { propertyId } }, signal }));
}

export const requestWindowQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: bookingRequestKeys.window(propertyId),
    queryFn: ({ signal }) => getRequestWindow(propertyId, signal),
    staleTime: 0,
  });

export function useRequestWindow(propertyId: string) {
  return useQuery(requestWindowQueryOptions(propertyId));
}
