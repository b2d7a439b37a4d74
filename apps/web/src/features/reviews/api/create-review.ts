import type { CreateReviewInput } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, answer, api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /api/reviews: the signed-in tenant's or landlord's review of a stay. */
export function createReview(body: CreateReviewInput) {
  return answer(api('user').POST('/api/reviews', { body }));
}

/**
 * Writes a review. Settles once the booking lists have reloaded, so the card says 'Reviewed' when
 * the dialog closes; a review that publishes both sides changes the listing's stars too.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      // The bookings and listings features' key roots: the card's review state, the listing's stars.
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    ]);
  return useMutation({
    mutationFn: createReview,
    onSuccess: refresh,
    onError: (error) => {
      // Already written (another tab): show the card as it is now.
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
