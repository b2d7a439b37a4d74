import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, answer, api } from '../../../lib/api-client';
import { bookingRequestKeys } from './booking-request-keys';

/** GET /api/me/renter-profile: the tenant's last answers, or null before their first request. */
export async function getRenterProfile(signal?: AbortSignal) {
  try {
    return await answer(api('user').GET('/api/me/renter-profile', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const renterProfileQueryOptions = () =>
  queryOptions({ queryKey: bookingRequestKeys.profile(), queryFn: ({ signal }) => getRenterProfile(signal) });

export function useRenterProfile() {
  return useQuery(renterProfileQueryOptions());
}
