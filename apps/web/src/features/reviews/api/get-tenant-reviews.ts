import type { ReviewsResponse } from '@rentease/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/user/{id}/reviews: what landlords published about a tenant (first page, average, count). */
export const tenantReviewsQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: reviewKeys.tenant(tenantId),
    queryFn: () => apiRequest<ReviewsResponse>(`/api/user/${encodeURIComponent(tenantId)}/reviews`, { as: 'user' }),
    // A rating changes over weeks: one read per tenant per visit is enough.
    staleTime: 5 * 60_000,
  });

export function useTenantReviews(tenantId: string) {
  return useQuery(tenantReviewsQueryOptions(tenantId));
}
