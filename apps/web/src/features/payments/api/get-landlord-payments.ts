import type { LandlordPaymentsResponse, MonthlyEarnings, PaymentSummary } from '@rentease/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import { type EarningsBasis, type LandlordPaymentFilters, paymentKeys } from './payment-keys';

function firstPageUrl(userId: string, filters: LandlordPaymentFilters): string {
  const params = new URLSearchParams();
  if (filters.property.trim()) params.set('property', filters.property.trim());
  if (filters.month) params.set('month', filters.month);
  const query = params.toString();
  return `/api/payment/landlord/${encodeURIComponent(userId)}${query ? `?${query}` : ''}`;
}

/** The payments for a landlord's listings (filtered on the server) and their total earnings. */
export const landlordPaymentsQueryOptions = (userId: string, filters: LandlordPaymentFilters) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.landlord(userId, filters),
    queryFn: ({ pageParam }) =>
      fetchListPage<PaymentSummary, LandlordPaymentsResponse>(pageParam, 'user', (body) => body.payments),
    initialPageParam: firstPageUrl(userId, filters),
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export function useLandlordPayments(userId: string, filters: LandlordPaymentFilters) {
  return useInfiniteQuery(landlordPaymentsQueryOptions(userId, filters));
}

/** Earnings per month (YYYY-MM, India time), oldest first: by the month paid, or spread over the months of each stay. */
export const monthlyEarningsQueryOptions = (userId: string, by: EarningsBasis = 'paid') =>
  queryOptions({
    queryKey: paymentKeys.monthly(userId, by),
    queryFn: ({ signal }) =>
      apiRequest<MonthlyEarnings[]>(
        `/api/payment/landlord/${encodeURIComponent(userId)}/monthly-summary${by === 'stay' ? '?by=stay' : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useMonthlyEarnings(userId: string, by: EarningsBasis = 'paid') {
  return useQuery(monthlyEarningsQueryOptions(userId, by));
}
