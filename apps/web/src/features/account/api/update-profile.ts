import type { UpdateProfileBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { updateUserSession } from '../../../lib/session';
import { accountKeys } from './account-keys';

/** PUT /api/user/profile. */
export function updateProfile(body: UpdateProfileBody) {
  return answer(api('user').PUT('/api/user/profile', { body }));
}

/** PUT /api/user/profile. The greeting follows at once: the stored names change too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ message: _, ...profile }, body) => {
      queryClient.setQueryData(accountKeys.profile(body.role, body.email), profile);
      updateUserSession({ firstName: profile.firstName, lastName: profile.lastName });
    },
  });
}
