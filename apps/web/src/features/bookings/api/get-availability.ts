import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export function getAvailability(propertyId: string, signal?: AbortSignal) {
  return answer(api('anonymous').GET('/api/bookings/availability/{propertyId}', { params: { path: { propertyId } }, signal }));
}

/** Always asked afresh when the booking dialog opens: another tenant may have booked a minute ago. */
export const availabilityQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: bookingKeys.availability(propertyId),
    queryFn: ({ signal }) => getAvailability(propertyId, signal),
    staleTime: 0,
  });

export function useAvailability(propertyId: string, enabled = true) {
  return useQuery({ ...availabilityQueryOptions(propertyId), enabled });
}
