import type { ReviewDetail, ReviewItem, ReviewsResponse } from '@rentease/contract';
import type { ReviewRow } from '../../db/schema/index.js';
import type { ReviewPage, ReviewView } from './reviews.service.js';

/** Row → a review as anyone reads it: the author's first name only (never the last), ISO times. */
export function toReviewItem(view: ReviewView): ReviewItem {
  return {
    id: view.id,
    rating: view.rating,
    comment: view.comment,
    author_first_name: view.authorFirstName,
    created_at: view.createdAt.toISOString(),
    reply: view.reply,
    replied_at: view.repliedAt?.toISOString() ?? null,
  };
}

export function toReviewsResponse(page: ReviewPage): ReviewsResponse {
  return { average: page.average, count: page.count, reviews: page.items.map(toReviewItem) };
}

export function toReviewDetail(review: ReviewRow & { authorFirstName: string }, published: boolean): ReviewDetail {
  return {
    ...toReviewItem(review),
    side: review.side,
    booking_id: review.bookingId,
    property_id: review.propertyId,
    published_at: review.publishedAt.toISOString(),
    is_published: published,
  };
}
