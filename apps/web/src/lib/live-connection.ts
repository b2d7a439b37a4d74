import { type LiveClientEvent, type LiveServerEvent, WS_CLOSE } from '@rentease/contract';
import { apiUrl } from './api-client';

export type LiveConnectionOptions = {
  url: string;
  /** Read at every (re)connect: the stored token of the signed-in user. */
  getToken: () => string | undefined;
  /** Authenticated: after every (re)connect the caller catches up from the API. */
  onReady: () => void;
  onEvent: (event: LiveServerEvent) => void;
  /** The server refused the token (expired, signed out, blocked): no more reconnecting. */
  onRefused?: (code: number) => void;
  /** Keeps proxies from idling the connection out; the server pings every 30 s on its own. */
  pingIntervalMs?: number;
  /** No answer to our ping within this time: the connection is dead, whatever the browser thinks. */
  pongTimeoutMs?: number;
  minRetryMs?: number;
  maxRetryMs?: number;
  random?: () => number;
  createSocket?: (url: string) => WebSocket;
};

export type LiveConnection = { close: () => void };

/** Close codes after which trying again cannot help. */
const FINAL_CODES: readonly number[] = [WS_CLOSE.unauthenticated, WS_CLOSE.blocked];
/** WebSocket ready states (the constants are not on the global in every runtime that runs our tests). */
const CONNECTING = 0;
const OPEN = 1;
/** We close it ourselves (offline, a dead connection): not a reason to stop. */
const CLIENT_GONE = 4000;
/** Said to the server with CLIENT_GONE; read in its logs, never shown. */
const CLIENT_GONE_REASON = 'client gone';

/**
 * Exponential backoff with "equal jitter": between half and all of min·2^attempt (capped), so
 * that a server restart does not bring every browser back in the same instant.
 */
export function reconnectDelay(attempt: number, { minMs = 1000, maxMs = 30_000, random = Math.random } = {}): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** /api/ws on this page's own origin, ws: or wss: as the page is http: or https:. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${apiUrl('get', '/api/ws')}`;
}

function parseServerEvent(data: unknown): LiveServerEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return typeof event.type === 'string' ? (event as LiveServerEvent) : undefined;
  } catch {
    // Not JSON: nothing our server sends; ignored.
    return undefined;
  }
}

/**
 * The live connection: one WebSocket per signed-in user while they are in their area, carrying
 * every feature's events (chat, the bell). It
 * authenticates with the first message, reconnects with backoff, pauses while the browser is
 * offline and comes back as soon as it is online (or the tab is shown again). The server pushes
 * only committed writes and nothing it missed, so `onReady` is where the caller catches up.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  const send = (ws: WebSocket, event: LiveClientEvent) => ws.send(JSON.stringify(event));

  const stopHeartbeat = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    pingTimer = undefined;
    pongTimer = undefined;
  };

  const startHeartbeat = (ws: WebSocket) => {
    stopHeartbeat();
    pingTimer = setInterval(() => {
      send(ws, { type: 'ping' });
      if (pongTimer === undefined) pongTimer = setTimeout(() => drop(true), pongTimeoutMs);
    }, pingIntervalMs);
  };

  /** Lets go of the current socket without waiting for its close handshake (a dead network never answers). */
  const drop = (reconnect: boolean) => {
    const ws = socket;
    socket = undefined;
    stopHeartbeat();
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      if (ws.readyState === CONNECTING || ws.readyState === OPEN) ws.close(CLIENT_GONE, CLIENT_GONE_REASON);
    }
    if (reconnect) scheduleReconnect();
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    if (stopped || isOffline()) return;
    retryTimer = setTimeout(
      connect,
      reconnectDelay(attempt, { minMs: options.minRetryMs, maxMs: options.maxRetryMs, random: options.random }),
    );
    attempt += 1;
  };

  const connect = () => {
    clearTimeout(retryTimer);
    if (stopped || socket || isOffline()) return;
    const token = options.getToken();
    if (!token) return stop();
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => send(ws, { type: 'auth', token });
    ws.onmessage = (message) => {
      // Anything from the server shows the connection is alive.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      const event = parseServerEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        attempt = 0;
        startHeartbeat(ws);
        options.onReady();
      } else if (event.type !== 'pong' && event.type !== 'error') {
        options.onEvent(event);
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      if (FINAL_CODES.includes(event.code)) {
        drop(false);
        stop();
        options.onRefused?.(event.code);
        return;
      }
      drop(true);
    };
    // An error is always followed by close, which decides what happens next.
    ws.onerror = () => {};
  };

  const onOnline = () => {
    attempt = 0;
    connect();
  };
  const onOffline = () => drop(false);
  const onVisible = () => {
    // Background tabs have their timers slowed: do not wait for a long backoff once shown again.
    if (document.visibilityState === 'visible' && !socket) onOnline();
  };

  function stop() {
    stopped = true;
    clearTimeout(retryTimer);
    drop(false);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  }

  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  // Connect on the next tick: React's development double mount opens and closes at once, and
  // then no socket is created for nothing.
  retryTimer = setTimeout(connect, 0);

  return { close: stop };
}
