import type { BlockUserBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * PATCH /api/user/block: the state to set. Settles only once that role's lists have
 * reloaded, so the button stays disabled until the table shows the new state.
 */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockUserBody) => answer(api('admin').PATCH('/api/user/block', { body })),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users(body.role) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
