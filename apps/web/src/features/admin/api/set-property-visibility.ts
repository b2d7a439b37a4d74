import type { Property, PropertyVisibilityInput } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * PATCH /api/property/{id}/visibility: hides a listing (with the reason its landlord reads) or
 * shows it again. Every page of the Properties table reloads, as the status filter may now drop it.
 */
export function useSetPropertyVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: PropertyVisibilityInput }) =>
      apiRequest<Property>(`/api/property/${encodeURIComponent(propertyId)}/visibility`, {
        method: 'PATCH',
        body,
        as: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.properties() }),
  });
}
