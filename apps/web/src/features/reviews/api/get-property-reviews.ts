import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { reviewKeys } from './review-keys';

/** GET /api/property/{id}/reviews: published tenant reviews, newest first, page by page (Link rel="next"). */
export const propertyReviewsQueryOptions = (propertyId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.property(propertyId),
    queryFn: ({ pageParam }) =>
      listPage(
        api('anonymous').GET('/api/property/{id}/reviews', {
          params: { path: { id: propertyId }, query: { cursor: pageParam } },
        }),
        (body) => body.reviews,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function usePropertyReviews(propertyId: string) {
  return useInfiniteQuery(propertyReviewsQueryOptions(propertyId));
}
