import {
  type CitySuggestion,
  type CreatePropertyInput,
  type MessageResponse,
  PROPERTY_PAGE_SIZE_MAX,
  type Property,
  type PropertyListParams,
  type UploadResponse,
} from '@rentease/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiFetch,
  apiRequest,
  currentReader,
  nextLink,
  reportRefusedSession,
  userToken,
} from '../../../lib/api-client';

/** Which list a screen shows: the public search, the tenant search, or a landlord's own. */
export type PropertyScope = { kind: 'public' } | { kind: 'tenant' } | { kind: 'admin' } | { kind: 'owner'; ownerId: string };

export type PropertyFilters = Omit<PropertyListParams, 'cursor' | 'limit'>;

export type PropertyPage = { items: Property[]; total: number; next: string | undefined };

function basePath(scope: PropertyScope): string {
  switch (scope.kind) {
    case 'tenant':
      return '/api/property/all';
    case 'owner':
      return `/api/property/user/${encodeURIComponent(scope.ownerId)}`;
    default:
      return '/api/property';
  }
}

function toQueryString(filters: PropertyFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function fetchPage(url: string, scope: PropertyScope): Promise<PropertyPage> {
  const { data, headers } = await apiFetch<Property[]>(url, {
    as: scope.kind === 'owner' || scope.kind === 'tenant' ? 'user' : 'anonymous',
  });
  return { items: data, total: Number(headers.get('x-total-count') ?? data.length), next: nextLink(headers) };
}

export const propertyKeys = {
  all: ['properties'] as const,
  list: (scope: PropertyScope, filters: PropertyFilters) => ['properties', 'list', scope, filters] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  cities: (prefix: string) => ['properties', 'cities', prefix.toLowerCase()] as const,
};

/** The first page's URL of a list (also preloaded by the prerendered search page, prerender.tsx). */
export function propertyListUrl(scope: PropertyScope, filters: PropertyFilters): string {
  return `${basePath(scope)}${toQueryString(filters)}`;
}

/** Listings page by page (the server's Link header carries the cursor of the next page). */
export function usePropertyList(scope: PropertyScope, filters: PropertyFilters) {
  return useInfiniteQuery({
    queryKey: propertyKeys.list(scope, filters),
    queryFn: ({ pageParam }) => fetchPage(pageParam, scope),
    initialPageParam: propertyListUrl(scope, filters),
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}

/** Every listing of a landlord by title (up to a page's worth), for a picker such as the earnings filter. */
export function useOwnListingTitles(ownerId: string) {
  const scope: PropertyScope = { kind: 'owner', ownerId };
  return useQuery({
    queryKey: [...propertyKeys.list(scope, {}), 'titles'] as const,
    queryFn: async () => {
      const page = await fetchPage(`${propertyListUrl(scope, {})}?limit=${PROPERTY_PAGE_SIZE_MAX}`, scope);
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
    queryFn: () => apiRequest<Property>(`/api/property/${encodeURIComponent(id ?? '')}`, { as: currentReader() }),
    enabled: Boolean(id),
    initialData: initial,
  });
}

/** Known cities starting with the typed text (spec §2), only while there is text. */
export function useCitySuggestions(prefix: string) {
  const trimmed = prefix.trim();
  return useQuery({
    queryKey: propertyKeys.cities(trimmed),
    queryFn: ({ signal }) =>
      apiRequest<CitySuggestion[]>(`/api/property/cities?prefix=${encodeURIComponent(trimmed)}&limit=20`, {
        as: 'anonymous',
        signal,
      }),
    enabled: trimmed.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyInput) => apiRequest<Property>('/api/property/add', { method: 'POST', body }),
    // Every list (search, My Properties) and the city suggestions may now include it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<MessageResponse>(`/api/property/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/**
 * Uploads one image with progress reports (fetch cannot report upload progress, XHR can).
 * Resolves with the processed image's URLs; rejects with an ApiError carrying the server message.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    const token = userToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadResponse & { error?: string; code?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body);
      void reportRefusedSession('user', token, body?.code ?? '');
      reject(new ApiError(body?.error ?? '', xhr.status, body?.code ?? 'HTTP_ERROR'));
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0, 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('images', file);
    xhr.send(form);
  });
}
