import { useEffect } from 'react';
import { getUserSession, type UserSession, updateUserSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';

/**
 * The area header greets with the stored names, and the 'verify your email' notice reads the stored
 * flag, so both are right on the first paint; this refreshes them from the profile call. Names
 * changed or an address verified elsewhere (another device) show after the next page load.
 */
export function useStoredProfileRefresh(session: UserSession | null) {
  const profile = useProfile(session && { email: session.email, role: session.role });
  const { data } = profile;
  useEffect(() => {
    if (!data) return;
    const stored = getUserSession();
    if (!stored || stored.email !== data.email || stored.role !== data.role) return;
    const names =
      stored.firstName !== data.firstName || stored.lastName !== data.lastName
        ? { firstName: data.firstName, lastName: data.lastName }
        : {};
    const verified = stored.emailVerified !== data.email_verified ? { emailVerified: data.email_verified } : {};
    if (Object.keys(names).length + Object.keys(verified).length === 0) return;
    updateUserSession({ ...names, ...verified });
  }, [data]);
}
