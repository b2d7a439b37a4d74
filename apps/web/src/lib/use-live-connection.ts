import { type LiveServerEvent, WS_CLOSE } from '@rentease/contract';
import { useEffect } from 'react';
import { reportRefusedSession } from './api-client';
import { liveUrl, openLiveConnection } from './live-connection';
import { getUserSession } from './session';

/** What a feature does with the live connection: catch up after each (re)connect, apply events. */
export type LiveListener = {
  onReady?: () => void;
  onEvent?: (event: LiveServerEvent) => void;
};

/**
 * Keeps one live connection open for the signed-in user while their area is open, and hands its
 * events to every feature listening. A new token (the password changed here) opens a new one with
 * it. Listeners must be stable (memoised), or the connection reopens on every render.
 */
export function useLiveConnection(userId: string | undefined, token: string | undefined, listeners: readonly LiveListener[]) {
  useEffect(() => {
    if (!userId || !token) return;
    const connection = openLiveConnection({
      url: liveUrl(),
      // Another account signed in meanwhile (another tab), or this token was replaced: this
      // connection must not carry on as someone else or with a token that is no longer ours.
      getToken: () => {
        const session = getUserSession();
        return session?.userId === userId && session.token === token ? token : undefined;
      },
      onReady: () => {
        for (const listener of listeners) listener.onReady?.();
      },
      onEvent: (event) => {
        for (const listener of listeners) listener.onEvent?.(event);
      },
      // The server closed it for good: the same as an API call refused (expired, signed out elsewhere, blocked).
      onRefused: (code) =>
        void reportRefusedSession('user', token, code === WS_CLOSE.blocked ? 'ACCOUNT_BLOCKED' : 'INVALID_TOKEN'),
    });
    return connection.close;
  }, [userId, token, listeners]);
}
