import type { DecideDepositDisputeBody, DisputeDepositBody, SettleDepositBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestAs, answer, api } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /api/bookings/{id}/deposit: where a stay's deposit stands (tenant, landlord, admin). */
export const depositQueryOptions = (bookingId: string, as: ApiRequestAs) =>
  queryOptions({
    queryKey: bookingKeys.deposit(bookingId),
    queryFn: ({ signal }) => answer(api(as).GET('/api/bookings/{id}/deposit', { params: { path: { id: bookingId } }, signal })),
  });

export function useDeposit(bookingId: string, as: ApiRequestAs, enabled = true) {
  return useQuery({ ...depositQueryOptions(bookingId, as), enabled });
}

/** The deposit as the server now has it replaces ours; the admin's queue reloads. */
function useDepositMutation<Input>(bookingId: string, send: (input: Input) => ReturnType<typeof settle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (deposit) => {
      queryClient.setQueryData(bookingKeys.deposit(bookingId), deposit);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.depositDisputes() });
    },
  });
}

function settle(bookingId: string, as: ApiRequestAs, body: SettleDepositBody) {
  return answer(api(as).POST('/api/bookings/{id}/deposit/settle', { params: { path: { id: bookingId } }, body }));
}

/** POST /api/bookings/{id}/deposit/settle: the landlord (or the admin) keeps the items, the rest goes back. */
export function useSettleDeposit(bookingId: string, as: ApiRequestAs) {
  return useDepositMutation(bookingId, (body: SettleDepositBody) => settle(bookingId, as, body));
}

/** POST /api/bookings/{id}/deposit/dispute: the tenant disputes the deductions. */
export function useDisputeDeposit(bookingId: string) {
  return useDepositMutation(bookingId, (body: DisputeDepositBody) =>
    answer(api('user').POST('/api/bookings/{id}/deposit/dispute', { params: { path: { id: bookingId } }, body })),
  );
}

/** GET /api/admin/deposit-disputes: the admin's queue of disputes. */
export const depositDisputesQueryOptions = (status: 'open' | 'decided') =>
  queryOptions({
    queryKey: [...bookingKeys.depositDisputes(), status] as const,
    queryFn: ({ signal }) => answer(api('admin').GET('/api/admin/deposit-disputes', { params: { query: { status } }, signal })),
  });

export function useDepositDisputes(status: 'open' | 'decided') {
  return useQuery(depositDisputesQueryOptions(status));
}

/** POST /api/admin/deposit-disputes/{bookingId}/decide: the admin's final decision. */
export function useDecideDepositDispute(bookingId: string) {
  return useDepositMutation(bookingId, (body: DecideDepositDisputeBody) =>
    answer(api('admin').POST('/api/admin/deposit-disputes/{bookingId}/decide', { params: { path: { bookingId } }, body })),
  );
}
