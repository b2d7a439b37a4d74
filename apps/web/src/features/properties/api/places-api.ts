import { PINCODE_PATTERN } from '@rentease/contract';
import { useQuery } from '@tanstack/react-query';
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
