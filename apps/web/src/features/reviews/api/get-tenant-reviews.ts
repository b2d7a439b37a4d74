import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/user/{id}/reviews: what landlords published about a tenant (first page, average, count). */
export const tenantReviewsQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: reviewKeys.tenant(tenantId),
    queryFn: () => answer(api('user').GET('/api/user/{id}/reviews', { params: { path: { id: tenantId } } })),
    // A rating changes over weeks: one read per tenant per visit is enough.
    staleTime: 5 * 60_000,
  });

export function useTenantReviews(tenantId: string) {
  return useQuery(tenantReviewsQueryOptions(tenantId));
}
