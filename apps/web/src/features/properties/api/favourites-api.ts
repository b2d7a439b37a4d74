import type { Property } from '@rentease/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, nextLink } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { type PropertyPage, propertyKeys } from './properties-api';

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => ['favourites', 'list'] as const,
};

async function fetchSavedPage(url: string): Promise<PropertyPage> {
  const { data, headers } = await apiFetch<Property[]>(url, { as: 'user' });
  return { items: data, total: Number(headers.get('x-total-count') ?? data.length), next: nextLink(headers) };
}

/** The tenant's saved homes, newest saved first, page by page. */
export function useSavedHomes() {
  return useInfiniteQuery({
    queryKey: favouriteKeys.list(),
    queryFn: ({ pageParam }) => fetchSavedPage(pageParam),
    initialPageParam: '/api/favourites',
    getNextPageParam: (last) => last.next,
  });
}

/** Every cached copy of the listing (search pages, its detail) shows the heart as `saved`. */
function markSaved(queryClient: ReturnType<typeof useQueryClient>, id: string, saved: boolean) {
  queryClient.setQueriesData<InfiniteData<PropertyPage>>({ queryKey: [...propertyKeys.all, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, is_favourite: saved } : item)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Property>(propertyKeys.detail(id), (data) => (data ? { ...data, is_favourite: saved } : data));
}

/**
 * Saves or unsaves one listing. The heart changes at once and every list showing the listing
 * with it; the requests of one listing run one after another (a mutation scope), so quick taps
 * end in the state the last tap asked for, and a failure puts the heart back.
 */
export function useFavouriteToggle(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `favourite:${propertyId}` },
    mutationFn: (save: boolean) =>
      apiRequest<void>(`/api/favourites/${encodeURIComponent(propertyId)}`, { method: save ? 'PUT' : 'DELETE', as: 'user' }),
    onMutate: (save) => markSaved(queryClient, propertyId, save),
    onError: (_error, save) => {
      markSaved(queryClient, propertyId, !save);
      notify.error(save ? 'Could not save this home. Try again.' : 'Could not remove this home. Try again.', 'favourite');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
