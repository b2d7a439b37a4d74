import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The cities that have listings (GET /api/property/cities), most listings first, for the city filter. */
export function useCityOptions() {
  return useQuery({
    queryKey: adminKeys.cities(),
    queryFn: () => answer(api('anonymous').GET('/api/property/cities', { params: { query: { limit: 100 } } })),
    staleTime: 5 * 60_000,
  });
}
