import type { ReplyReviewBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, answer, api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export type ReplyInput = { reviewId: string; body: ReplyReviewBody };

/** POST /api/reviews/{id}/reply: the listing's landlord answers a review, once. */
export function replyToReview({ reviewId, body }: ReplyInput) {
  return answer(api('user').POST('/api/reviews/{id}/reply', { params: { path: { id: reviewId } }, body }));
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: refresh,
    onError: (error) => {
      // Answered already (another tab): show the answer that stands.
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
