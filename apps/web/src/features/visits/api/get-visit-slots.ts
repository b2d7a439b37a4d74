import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/property/{id}/visit-slots: the free visit times between two dates in India. */
export function getVisitSlots(propertyId: string, from: string, to: string, signal?: AbortSignal) {
  return answer(
    api('anonymous').GET('/api/property/{id}/visit-slots', { params: { path: { id: propertyId }, query: { from, to } }, signal }),
  );
}

/** Asked afresh whenever the section shows: another tenant may have taken a time a minute ago. */
export const visitSlotsQueryOptions = (propertyId: string, from: string, to: string) =>
  queryOptions({
    queryKey: visitKeys.slots(propertyId, from, to),
    queryFn: ({ signal }) => getVisitSlots(propertyId, from, to, signal),
    staleTime: 0,
  });

export function useVisitSlots(propertyId: string, from: string, to: string) {
  return useQuery(visitSlotsQueryOptions(propertyId, from, to));
}
