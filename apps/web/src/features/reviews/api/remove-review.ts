import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** DELETE /api/admin/reviews/{id}: the admin removes a review that breaks the rules. */
export function removeReview(reviewId: string) {
  return answer(api('admin').DELETE('/api/admin/reviews/{id}', { params: { path: { id: reviewId } } }));
}

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReview,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        // The listings feature's key root: the listing's stars change.
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
