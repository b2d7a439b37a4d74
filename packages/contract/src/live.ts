import type { ChatLiveEvent } from './chat.js';
import type { NotificationLiveEvent } from './notifications.js';

/** What the browser sends over /api/ws. */
export type LiveClientEvent = { type: 'auth'; token: string } | { type: 'ping' };

/**
 * What the server pushes over /api/ws: the connection's own replies, and each domain's events
 * for the signed-in user.
 */
export type LiveServerEvent =
  | { type: 'ready'; userId: string }
  | { type: 'pong' }
  | { type: 'error'; code: string; error: string }
  | ChatLiveEvent
  | NotificationLiveEvent;

/** WebSocket close codes of /api/ws (4000–4999 are the application's own). */
export const WS_CLOSE = {
  unauthenticated: 4401,
  blocked: 4403,
  authTimeout: 4408,
} as const;
