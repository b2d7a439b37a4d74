import type { VisitHoursBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/property/{id}/visit-hours, as its landlord sees them. */
export function getVisitHours(propertyId: string, signal?: AbortSignal) {
  return answer(api('user').GET('/api/property/{id}/visit-hours', { params: { path: { id: propertyId } }, signal }));
}

export const visitHoursQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: visitKeys.hours(propertyId), queryFn: ({ signal }) => getVisitHours(propertyId, signal) });

export function useVisitHours(propertyId: string) {
  return useQuery(visitHoursQueryOptions(propertyId));
}

/** PUT /api/property/{id}/visit-hours. */
export function saveVisitHours(propertyId: string, body: VisitHoursBody) {
  return answer(api('user').PUT('/api/property/{id}/visit-hours', { params: { path: { id: propertyId } }, body }));
}

/** Saves a listing's visit hours; its free times change with them. */
export function useSaveVisitHours(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitHoursBody) => saveVisitHours(propertyId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(visitKeys.hours(propertyId), saved);
      return queryClient.invalidateQueries({ queryKey: [...visitKeys.all, 'slots', propertyId] });
    },
  });
}
