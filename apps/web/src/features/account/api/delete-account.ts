import type { DeleteAccountBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api, changingToken } from '../../../lib/api-client';
import { clearAllSessions } from '../../../lib/session';

/**
 * DELETE /api/user/account. On success all local storage is cleared before the socket's
 * goodbye or any other refused call could be mistaken for an expired session.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      changingToken(async () => {
        const deleted = await answer(api('user').DELETE('/api/user/account', { body }));
        clearAllSessions();
        return deleted;
      }),
  });
}
