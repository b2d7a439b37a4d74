import { sessionEndMessages } from '@rentease/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionEnd, SessionStore } from '../lib/session';
import { notify } from '../lib/toast';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

const LOGIN_PATH = { user: '/login', admin: '/admin/login' } as const;
const AREA_PATHS = { user: ['/tenant', '/landlord'], admin: ['/admin'] } as const;

const isIn = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * What the app does when a session ends without a logout here: the server refused its token
 * (say why, go to that session's login page) or another tab signed out or switched accounts
 * (leave the area it no longer may show). Screens never handle these themselves.
 */
export function followSessionEnds(
  store: Pick<SessionStore, 'onSessionEnded'>,
  { navigate, pathname, queryClient }: { navigate: Navigate; pathname: () => string; queryClient: QueryClient },
) {
  return store.onSessionEnded(({ area, reason }: SessionEnd) => {
    if (reason === 'elsewhere') {
      if (!isIn(pathname(), AREA_PATHS[area])) return;
    } else {
      notify.error(reason === 'blocked' ? sessionEndMessages.accountBlocked : sessionEndMessages.sessionExpired, 'session-ended');
    }
    // Nothing of the ended session may show again, to whoever signs in next. Cleared once the
    // area has gone, so its screens do not refetch meanwhile without a token.
    void Promise.resolve(navigate(LOGIN_PATH[area], { replace: true })).then(() => queryClient.clear());
  });
}
