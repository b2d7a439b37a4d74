import type { ChangePasswordBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, changingToken } from '../../../lib/api-client';
import { updateUserSession } from '../../../lib/session';

/**
 * PUT /api/user/password. The server signs every other session out and answers with a new token
 * for this one, stored before anything else is sent (the old one is refused from now on).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      changingToken(async () => {
        const answer = await apiRequest<{ message: string; token: string }>('/api/user/password', { method: 'PUT', body });
        updateUserSession({ token: answer.token });
        return answer;
      }),
  });
}
