import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { rentKeys } from './rent-keys';

/** GET /api/bookings/{id}/rent: the stay's months, each paid, upcoming, due or late. */
export function getRentSchedule(bookingId: string, signal?: AbortSignal) {
  return answer(api('user').GET('/api/bookings/{id}/rent', { params: { path: { id: bookingId } }, signal }));
}

export const rentScheduleQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: rentKeys.schedule(bookingId), queryFn: ({ signal }) => getRentSchedule(bookingId, signal) });

export function useRentSchedule(bookingId: string) {
  return useQuery(rentScheduleQueryOptions(bookingId));
}
