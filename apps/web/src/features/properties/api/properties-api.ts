import { PROPERTY_PAGE_SIZE_MAX, type Property } from '@rentease/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiAnswer,
  type ApiBody,
  ApiError,
  type ApiQuery,
  answer,
  api,
  apiUrl,
  currentReader,
  reportRefusedSession,
  userToken,
} from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { type ListPage, listPage } from '../../../lib/list-page';

/** Which list a screen shows: the public search, the tenant search, or a landlord's own. */
export type PropertyScope = { kind: 'public' } | { kind: 'tenant' } | { kind: 'admin' } | { kind: 'owner'; ownerId: string };

/** The query of every listing search (the public one, the tenant's and a landlord's own). */
type PropertyListQuery = ApiQuery<'/api/property'>;

export type PropertyFilters = Omit<PropertyListQuery, 'cursor' | 'limit'>;

export type PropertyPage = ListPage<Property>;

/** One page of a scope's list; `query` is its filters, page size and the cursor of the page. */
function fetchPage(scope: PropertyScope, query: PropertyListQuery): Promise<PropertyPage> {
  const params = { query };
  switch (scope.kind) {
    case 'tenant':
      return listPage(api('user').GET('/api/property/all', { params }));
    case 'owner':
      return listPage(api('user').GET('/api/property/user/{userId}', { params: { ...params, path: { userId: scope.ownerId } } }));
    default:
      return listPage(api('anonymous').GET('/api/property', { params }));
  }
}

export const propertyKeys = {
  all: ['properties'] as const,
  list: (scope: PropertyScope, filters: PropertyFilters) => ['properties', 'list', scope, filters] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  cities: (prefix: string) => ['properties', 'cities', prefix.toLowerCase()] as const,
};

/**
 * The URL of the public search's first page, which the prerendered search page preloads
 * (prerender.tsx): the very URL usePropertyList asks for, so the app takes the preloaded answer.
 */
export function publicListUrl(filters: PropertyFilters): string {
  return apiUrl('get', '/api/property', { query: filters });
}

/** Listings page by page (the server's Link header carries the cursor of the next page). */
export function usePropertyList(scope: PropertyScope, filters: PropertyFilters) {
  return useInfiniteQuery({
    queryKey: propertyKeys.list(scope, filters),
    queryFn: ({ pageParam }) => fetchPage(scope, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}

/** Every listing of a landlord by title (up to a page's worth), for a picker such as the earnings filter. */
/**
 * The listings the search's map shows: the first PROPERTY_PAGE_SIZE_MAX of the search, in one
 * request (the list pages on; the map asks the person to zoom in when there are more).
 */
export function useMapListings(scope: PropertyScope, filters: PropertyFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...propertyKeys.list(scope, filters), 'map'] as const,
    queryFn: () => fetchPage(scope, { ...filters, limit: PROPERTY_PAGE_SIZE_MAX }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOwnListingTitles(ownerId: string) {
  const scope: PropertyScope = { kind: 'owner', ownerId };
  return useQuery({
    queryKey: [...propertyKeys.list(scope, {}), 'titles'] as const,
    queryFn: async () => {
      const page = await fetchPage(scope, { limit: PROPERTY_PAGE_SIZE_MAX });
      return page.items.map(({ id, title, city }) => ({ id, title, city }));
    },
  });
}

/** One listing, as the signed-in user (if any) sees it. */
export function useProperty(id: string | undefined, initial?: Property) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ''),
    // With the reader's token when there is one: a tenant's answer says whether they saved it, and a
    // landlord (their own) or the admin (any) sees a hidden listing. A public route ignores a token
    // it cannot use.
    queryFn: () => answer(api(currentReader()).GET('/api/property/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: Boolean(id),
    initialData: initial,
  });
}

/** Known cities starting with the typed text, only while there is text. */
export function useCitySuggestions(prefix: string) {
  const trimmed = prefix.trim();
  return useQuery({
    queryKey: propertyKeys.cities(trimmed),
    queryFn: ({ signal }) =>
      answer(api('anonymous').GET('/api/property/cities', { params: { query: { prefix: trimmed, limit: 20 } }, signal })),
    enabled: trimmed.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/property/add'>) => answer(api('user').POST('/api/property/add', { body })),
    // Every list (search, My Properties) and the city suggestions may now include it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'put', '/api/property/{id}'> }) =>
      answer(api('user').PUT('/api/property/{id}', { params: { path: { id } }, body })),
    // Every list the listing is in, its detail and the city suggestions show the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** Pauses a listing (out of search until resumed) or resumes it. */
export function useSetPropertyPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      answer(
        paused
          ? api('user').POST('/api/property/{id}/pause', { params: { path: { id } } })
          : api('user').POST('/api/property/{id}/resume', { params: { path: { id } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api('user').DELETE('/api/property/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

type UploadAnswer = ApiAnswer<'post', '/api/uploads'>;

/**
 * Uploads one image with progress reports (fetch cannot report upload progress, XHR can).
 * Resolves with the processed image's URLs; rejects with an ApiError carrying the server message.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('post', '/api/uploads'));
    const token = userToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      // The parsed JSON answer (responseType 'json'): the upload's URLs, or the error body.
      const body = xhr.response as (UploadAnswer & { error?: string; code?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body);
      void reportRefusedSession('user', token, body?.code ?? '');
      reject(new ApiError(body?.error ?? '', xhr.status, body?.code ?? 'HTTP_ERROR'));
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('Network error'), 0, 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException(i18n.t('Upload cancelled'), 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('images', file);
    xhr.send(form);
  });
}
