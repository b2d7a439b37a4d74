import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, answer, api } from '../../../lib/api-client';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** A search to save: its text (a city or a locality) and filters, as the server takes them. */
export type SaveSearchBody = ApiBody<'post', '/api/saved-searches'>;

/** The tenant's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => answer(api('user').GET('/api/saved-searches')),
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SaveSearchBody) => answer(api('user').POST('/api/saved-searches', { body: search })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api('user').DELETE('/api/saved-searches/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
