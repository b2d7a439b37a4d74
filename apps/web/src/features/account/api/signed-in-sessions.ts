import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Whose devices: the tenant or landlord signed in here, or the admin (each has a session of its own). */
export type SessionsAccount = 'user' | 'admin';

const keyOf = (as: SessionsAccount) => [...accountKeys.sessions, as] as const;

/** GET /api/me/sessions: the devices signed in to this account, this one marked `current`. */
export const signedInSessionsQueryOptions = (as: SessionsAccount = 'user') =>
  queryOptions({
    queryKey: keyOf(as),
    queryFn: () => answer(api(as).GET('/api/me/sessions')),
  });

export function useSignedInSessions(as: SessionsAccount = 'user') {
  return useQuery(signedInSessionsQueryOptions(as));
}

/** DELETE /api/me/sessions/{id}: signs that device out at once. */
export function useEndSession(as: SessionsAccount = 'user') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api(as).DELETE('/api/me/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(as) }),
  });
}

/** POST /api/me/sessions/revoke-others: signs every other device out, this one stays. */
export function useEndOtherSessions(as: SessionsAccount = 'user') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api(as).POST('/api/me/sessions/revoke-others')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(as) }),
  });
}
