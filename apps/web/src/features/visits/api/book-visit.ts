import type { CreateVisitBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, answer, api } from '../../../lib/api-client';
import { visitKeys } from './visit-keys';

/** POST /api/visits. */
export function bookVisit(body: CreateVisitBody) {
  return answer(api('user').POST('/api/visits', { body }));
}

/** Whether a refusal means someone else took the time first (the list of times is stale). */
export const isSlotTaken = (error: unknown) => error instanceof ApiError && error.code === 'VISIT_SLOT_TAKEN';

/**
 * Books a visit. Success or a refusal, the free times are read again: the booked time (or the
 * one someone else just took) leaves the list.
 */
export function useBookVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
