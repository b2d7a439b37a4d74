import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { visitKeys } from './visit-keys';

export type CancelVisitInput = { visitId: string; reason?: string };

/** POST /api/visits/{id}/cancel. */
export function cancelVisit({ visitId, reason }: CancelVisitInput) {
  return answer(
    api('user').POST('/api/visits/{id}/cancel', { params: { path: { id: visitId } }, body: reason ? { reason } : {} }),
  );
}

/** Cancels a visit; the lists (and the free times) are read again, also after a refusal (already cancelled elsewhere). */
export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
