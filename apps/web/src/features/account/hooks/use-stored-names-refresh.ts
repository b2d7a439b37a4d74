import { useEffect } from 'react';
import { getUserSession, type UserSession, updateUserSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';

/**
 * The area header greets with the stored names and refreshes them from the profile call
 * landlord header): names changed elsewhere (another device) show after the next page load.
 */
export function useStoredNamesRefresh(session: UserSession | null) {
  const profile = useProfile(session && { email: session.email, role: session.role });
  const { data } = profile;
  useEffect(() => {
    if (!data) return;
    const stored = getUserSession();
    if (!stored || stored.email !== data.email || stored.role !== data.role) return;
    if (stored.firstName !== data.firstName || stored.lastName !== data.lastName) {
      updateUserSession({ firstName: data.firstName, lastName: data.lastName });
    }
  }, [data]);
}
