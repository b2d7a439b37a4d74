import type { ChangeEmailBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/**
 * PUT /api/user/email: the link goes to the new address; the account keeps its address until the
 * link is opened, and the profile says which one waits.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => answer(api('user').PUT('/api/user/email', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
