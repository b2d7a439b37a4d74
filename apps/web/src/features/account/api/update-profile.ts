import type { ProfileResponse, UpdateProfileBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUserSession } from '../../../lib/session';
import { accountKeys } from './account-keys';

type SavedProfile = ProfileResponse & { message: string };

/** PUT /api/user/profile (spec §5 Profile). The greeting follows at once: the stored names change too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<SavedProfile>('/api/user/profile', { method: 'PUT', body }),
    onSuccess: ({ message: _, ...profile }, body) => {
      queryClient.setQueryData(accountKeys.profile(body.role, body.email), profile);
      updateUserSession({ firstName: profile.firstName, lastName: profile.lastName });
    },
  });
}
