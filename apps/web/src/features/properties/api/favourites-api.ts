import type { Property } from '@rentease/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { listPage } from '../../../lib/list-page';
import { notify } from '../../../lib/toast';
import { type PropertyPage, propertyKeys } from './properties-api';

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => ['favourites', 'list'] as const,
};

/** The tenant's saved homes, newest saved first, page by page. */
export function useSavedHomes() {
  return useInfiniteQuery({
    queryKey: favouriteKeys.list(),
    queryFn: ({ pageParam }): Promise<PropertyPage> =>
      listPage(api('user').GET('/api/favourites', { params: { query: { cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
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
    mutationFn: (save: boolean) => {
      const params = { path: { propertyId } };
      return answer(
        save
          ? api('user').PUT('/api/favourites/{propertyId}', { params })
          : api('user').DELETE('/api/favourites/{propertyId}', { params }),
      );
    },
    onMutate: (save) => markSaved(queryClient, propertyId, save),
    onError: (_error, save) => {
      markSaved(queryClient, propertyId, !save);
      notify.error(
        save ? i18n.t('Could not save this home. Try again.') : i18n.t('Could not remove this home. Try again.'),
        'favourite',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
