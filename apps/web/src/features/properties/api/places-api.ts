import { GAZETTEER_QUERY_MAX, GAZETTEER_QUERY_MIN, PINCODE_PATTERN } from '@rentease/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

/**
 * Where a PIN code's area is, from the server's offline dataset, once six digits are typed: where
 * a new listing's pin starts. An unknown code is an error the form words itself (no retries).
 */
export function usePincodePlace(pincode: string) {
  const complete = PINCODE_PATTERN.test(pincode);
  return useQuery({
    queryKey: ['places', 'pincode', pincode] as const,
    queryFn: ({ signal }) =>
      answer(api('anonymous').GET('/api/places/pincodes/{pincode}', { params: { path: { pincode } }, signal })),
    enabled: complete,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * Localities and landmarks whose name starts with the typed text (the server's offline
 * gazetteer of India's post offices), for 'near a place': only from two characters on, and only
 * while `wanted` (the search box asks only once no listed city matches).
 */
export function usePlaceSuggestions(text: string, { wanted = true }: { wanted?: boolean } = {}) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['places', 'search', trimmed.toLowerCase()] as const,
    queryFn: ({ signal }) => answer(api('anonymous').GET('/api/places', { params: { query: { q: trimmed } }, signal })),
    enabled: wanted && trimmed.length >= GAZETTEER_QUERY_MIN && trimmed.length <= GAZETTEER_QUERY_MAX,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
