import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { paymentKeys } from './payment-keys';

/** A tenant's payments, newest first, page by page. */
export const tenantPaymentsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.tenant(userId),
    queryFn: ({ pageParam }) =>
      listPage(api('user').GET('/api/payment/tenant/{userId}', { params: { path: { userId }, query: { cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useTenantPayments(userId: string) {
  return useInfiniteQuery(tenantPaymentsQueryOptions(userId));
}

/** Every payment on the platform (admin Transactions), newest first. */
export const allPaymentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.admin(),
    queryFn: ({ pageParam }) => listPage(api('admin').GET('/api/payment/all', { params: { query: { cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useAllPayments() {
  return useInfiniteQuery(allPaymentsQueryOptions());
}
