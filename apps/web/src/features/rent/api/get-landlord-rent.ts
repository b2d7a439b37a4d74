import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { rentKeys } from './rent-keys';

/** GET /api/rent/landlord/{userId}: every month of the landlord's monthly stays, with totals. */
export const landlordRentQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: rentKeys.landlord(userId),
    queryFn: ({ signal }) => answer(api('user').GET('/api/rent/landlord/{userId}', { params: { path: { userId } }, signal })),
  });

export function useLandlordRent(userId: string) {
  return useQuery(landlordRentQueryOptions(userId));
}
