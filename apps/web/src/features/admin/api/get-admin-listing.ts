import type { Property } from '@rentease/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/property/{id} with the admin's token: hidden listings answer too (deleted ones do not). */
export function useAdminListing(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.listing(id ?? ''),
    queryFn: () => apiRequest<Property>(`/api/property/${encodeURIComponent(id ?? '')}`, { as: 'admin' }),
    enabled: Boolean(id),
  });
}
