import type { SavedSearch, SavedSearchInput } from '@rentease/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The tenant's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => apiRequest<SavedSearch[]>('/api/saved-searches', { as: 'user' }),
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearchInput) =>
      apiRequest<{ id: string }>('/api/saved-searches', { method: 'POST', body: search, as: 'user' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', as: 'user' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
