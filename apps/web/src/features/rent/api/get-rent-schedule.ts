import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRequestAs, answer, api } from '../../../lib/api-client';
import { rentKeys } from './rent-keys';

/** GET /api/bookings/{id}/rent: the stay's months, each paid, upcoming, due or late (its tenant, landlord or the admin). */
export function getRentSchedule(bookingId: string, as: ApiRequestAs = 'user', signal?: AbortSignal) {
  return answer(api(as).GET('/api/bookings/{id}/rent', { params: { path: { id: bookingId } }, signal }));
}

export const rentScheduleQueryOptions = (bookingId: string, as: ApiRequestAs = 'user') =>
  queryOptions({ queryKey: rentKeys.schedule(bookingId), queryFn: ({ signal }) => getRentSchedule(bookingId, as, signal) });

export function useRentSchedule(bookingId: string, as: ApiRequestAs = 'user') {
  return useQuery(rentScheduleQueryOptions(bookingId, as));
}
