import type { MessageResponse, ReplyReviewBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export type ReplyInput = { reviewId: string; body: ReplyReviewBody };

/** POST /api/reviews/{id}/reply (issue 11): the listing's landlord answers a review, once. */
export function replyToReview({ reviewId, body }: ReplyInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'POST',
    body,
    as: 'user',
  });
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
