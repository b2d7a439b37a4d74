import type { AdminUser, BlockUserBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * PATCH /api/user/block (spec §7): the state to set. Settles only once that role's lists have
 * reloaded (spec §4), so the button stays disabled until the table shows the new state.
 */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockUserBody) => apiRequest<AdminUser>('/api/user/block', { method: 'PATCH', body, as: 'admin' }),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users(body.role) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
