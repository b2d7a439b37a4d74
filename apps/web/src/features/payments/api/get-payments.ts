import type { PaymentSummary } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { paymentKeys } from './payment-keys';

/** A tenant's payments, newest first, page by page. */
export const tenantPaymentsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.tenant(userId),
    queryFn: ({ pageParam }) => fetchListPage<PaymentSummary>(pageParam, 'user'),
    initialPageParam: `/api/payment/tenant/${encodeURIComponent(userId)}`,
    getNextPageParam: (last) => last.next,
  });

export function useTenantPayments(userId: string) {
  return useInfiniteQuery(tenantPaymentsQueryOptions(userId));
}

/** Every payment on the platform (admin Transactions), newest first. */
export const allPaymentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.admin(),
    queryFn: ({ pageParam }) => fetchListPage<PaymentSummary>(pageParam, 'admin'),
    initialPageParam: '/api/payment/all',
    getNextPageParam: (last) => last.next,
  });

export function useAllPayments() {
  return useInfiniteQuery(allPaymentsQueryOptions());
}
