import { createContext, useContext } from 'react';
import type { UserSession } from '../../../lib/session';

/** The tenant or landlord whose area is open, as the area layout last saw them signed in. */
export const SignedInUserContext = createContext<UserSession | null>(null);

/** The signed-in user of the area a page belongs to (the area's guard made sure there is one). */
export function useSignedInUser(): UserSession {
  const session = useContext(SignedInUserContext);
  if (!session) throw new Error('useSignedInUser must be used inside the tenant or landlord area');
  return session;
}
