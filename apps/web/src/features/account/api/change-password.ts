import type { ChangePasswordBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api, changingToken } from '../../../lib/api-client';
import { updateUserSession } from '../../../lib/session';

/**
 * PUT /api/user/password. The server signs every other session out and answers with a new token
 * for this one, stored before anything else is sent (the old one is refused from now on).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      changingToken(async () => {
        const changed = await answer(api('user').PUT('/api/user/password', { body }));
        updateUserSession({ token: changed.token });
        return changed;
      }),
  });
}
