import type { DeleteAccountBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, changingToken } from '../../../lib/api-client';
import { clearAllSessions } from '../../../lib/session';

/**
 * DELETE /api/user/account. On success all local storage is cleared (spec §4) before the socket's
 * goodbye or any other refused call could be mistaken for an expired session.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      changingToken(async () => {
        const answer = await apiRequest<{ message: string }>('/api/user/account', { method: 'DELETE', body });
        clearAllSessions();
        return answer;
      }),
  });
}
