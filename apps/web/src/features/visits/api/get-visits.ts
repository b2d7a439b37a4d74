import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/visits: the signed-in person's visits, upcoming first. */
export function getVisits(signal?: AbortSignal) {
  return answer(api('user').GET('/api/visits', { signal }));
}

export const visitsQueryOptions = () => queryOptions({ queryKey: visitKeys.list(), queryFn: ({ signal }) => getVisits(signal) });

/** `enabled` false (a visitor): no request, no data. */
export function useVisits(enabled = true) {
  return useQuery({ ...visitsQueryOptions(), enabled });
}
