import type { TwoStepDisableBody, TwoStepEnableBody, TwoStepRecoveryCodesBody, TwoStepSetupBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Whose two-step sign-in: the tenant or landlord signed in here, or the admin. */
export type TwoStepAccount = 'user' | 'admin';

/** GET /api/me/two-step: on or off, and how many recovery codes are left. */
export const twoStepQueryOptions = (as: TwoStepAccount) =>
  queryOptions({ queryKey: accountKeys.twoStep(as), queryFn: () => answer(api(as).GET('/api/me/two-step')) });

export function useTwoStepStatus(as: TwoStepAccount) {
  return useQuery(twoStepQueryOptions(as));
}

/** POST /api/me/two-step/setup: the QR code and secret of a new enrolment. */
export function useStartTwoStep(as: TwoStepAccount) {
  return useMutation({
    mutationFn: (body: TwoStepSetupBody) => answer(api(as).POST('/api/me/two-step/setup', { body })),
  });
}

/** POST /api/me/two-step/enable: confirms with a first code; answers the recovery codes, once. */
export function useEnableTwoStep(as: TwoStepAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepEnableBody) => answer(api(as).POST('/api/me/two-step/enable', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoStep(as) }),
  });
}

/** POST /api/me/two-step/disable: the password and a code. */
export function useDisableTwoStep(as: TwoStepAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepDisableBody) => answer(api(as).POST('/api/me/two-step/disable', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoStep(as) }),
  });
}

/** POST /api/me/two-step/recovery-codes: a new set in place of the old, answered this once. */
export function useRenewRecoveryCodes(as: TwoStepAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepRecoveryCodesBody) => answer(api(as).POST('/api/me/two-step/recovery-codes', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoStep(as) }),
  });
}
