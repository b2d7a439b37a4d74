import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { type EarningsBasis, type LandlordPaymentFilters, paymentKeys } from './payment-keys';

/** One page of the landlord's payments with the screen's filters (unset ones left out), from `cursor` on. */
function fetchLandlordPaymentsPage(userId: string, filters: LandlordPaymentFilters, cursor: string | undefined) {
  const query = { property: filters.property.trim(), month: filters.month, cursor };
  return listPage(
    api('user').GET('/api/payment/landlord/{userId}', { params: { path: { userId }, query } }),
    (body) => body.payments,
  );
}

/** The payments for a landlord's listings (filtered on the server) and their total earnings. */
export const landlordPaymentsQueryOptions = (userId: string, filters: LandlordPaymentFilters) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.landlord(userId, filters),
    queryFn: ({ pageParam }) => fetchLandlordPaymentsPage(userId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
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
      answer(
        api('user').GET('/api/payment/landlord/{userId}/monthly-summary', {
          // By the month paid is the server's default, asked without the parameter.
          params: { path: { userId }, query: { by: by === 'stay' ? 'stay' : undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useMonthlyEarnings(userId: string, by: EarningsBasis = 'paid') {
  return useQuery(monthlyEarningsQueryOptions(userId, by));
}
