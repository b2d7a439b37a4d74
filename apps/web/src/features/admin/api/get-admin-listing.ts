import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/property/{id} with the admin's token: hidden listings answer too (deleted ones do not). */
export function useAdminListing(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.listing(id ?? ''),
    queryFn: () => answer(api('admin').GET('/api/property/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: Boolean(id),
  });
}
