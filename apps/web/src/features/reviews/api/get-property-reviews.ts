import type { ReviewItem, ReviewsResponse } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { reviewKeys } from './review-keys';

/** GET /api/property/{id}/reviews: published tenant reviews, newest first, page by page (Link rel="next"). */
export const propertyReviewsQueryOptions = (propertyId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.property(propertyId),
    queryFn: ({ pageParam }) => fetchListPage<ReviewItem, ReviewsResponse>(pageParam, 'anonymous', (body) => body.reviews),
    initialPageParam: `/api/property/${encodeURIComponent(propertyId)}/reviews`,
    getNextPageParam: (last) => last.next,
  });

export function usePropertyReviews(propertyId: string) {
  return useInfiniteQuery(propertyReviewsQueryOptions(propertyId));
}
