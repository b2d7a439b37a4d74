import { useState, useSyncExternalStore } from 'react';
import { type AdminSession, type Sessions, sessionStore, type UserSession } from './session';

const serverSnapshot: Sessions = { user: null, admin: null };

function useSessions(): Sessions {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, () => serverSnapshot);
}

/** The signed-in tenant or landlord, re-rendering on login, logout, a new name or token, and other tabs' changes. */
export function useUserSession(): UserSession | null {
  return useSessions().user;
}

export function useAdminSession(): AdminSession | null {
  return useSessions().admin;
}

/**
 * The session as last seen signed in. A logout clears storage at once but leaves the page only
 * 500 ms later, and a refused session is cleared just before the page moves to login:
 * meanwhile the screen keeps its user instead of flashing signed-out states.
 */
export function useLastSignedIn<T>(session: T | null): T | null {
  const [last, setLast] = useState(session);
  // Derived state adjusted during render (React's documented pattern): no extra commit with null.
  if (session !== null && session !== last) setLast(session);
  return session ?? last;
}
