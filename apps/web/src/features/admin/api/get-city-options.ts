import type { CitySuggestion } from '@rentease/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The cities that have listings (GET /api/property/cities), most listings first, for the city filter. */
export function useCityOptions() {
  return useQuery({
    queryKey: adminKeys.cities(),
    queryFn: () => apiRequest<CitySuggestion[]>('/api/property/cities?limit=100', { as: 'anonymous' }),
    staleTime: 5 * 60_000,
  });
}
