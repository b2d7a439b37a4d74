import { api } from '../../../lib/api-client';
import { getAdminSession, getUserSession } from '../../../lib/session';

/**
 * POST /api/auth/logout for every session stored in this browser (logging out clears them all), so
 * their tokens stop working on the server too, not only here. Read before storage is cleared; sent
 * without waiting: a logout that cannot reach the server still signs this browser out, and the
 * token then ends with its own expiry.
 */
export function endStoredSessionsOnServer(): void {
  const tokens = [getUserSession()?.token, getAdminSession()?.token].filter((token): token is string => Boolean(token));
  for (const token of tokens) {
    api('anonymous')
      .POST('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })
      .catch(() => undefined);
  }
}
