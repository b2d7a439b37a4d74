import { type LiveClientEvent, type LiveServerEvent, WS_CLOSE } from '@rentease/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { DbOrTx } from '../../db/client.js';
import type { PubSub, Unsubscribe } from '../../db/pubsub.js';
import type { AuthUser } from '../auth/auth-user.js';
import { LIVE_CHANNEL, type LiveEnvelope, type LiveResolver } from './live.events.js';

export type LiveHubOptions = {
  db: DbOrTx;
  pubsub: PubSub;
  authenticate: FastifyInstance['authenticateToken'];
  log: FastifyBaseLogger;
  /** Each domain's reader of its references, by topic. */
  resolvers: Record<string, LiveResolver>;
  /** How long a new socket may stay silent before it must have sent its token. */
  authTimeoutMs?: number;
  /** How often every socket is pinged; one that missed the last ping is dropped. */
  heartbeatMs?: number;
  /**
   * The user is connected (called on connect, on disconnect and with each heartbeat), for
   * whoever needs presence: chat emails wait until the receiver has been away.
   */
  onPresence?: (userId: string) => Promise<void>;
};

type Connection = { socket: WebSocket; user: AuthUser; sessionId: string; expiresAt: number | undefined; alive: boolean };

const OPEN = 1;

function send(socket: WebSocket, event: LiveServerEvent): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(event));
}

function parseClientEvent(data: unknown): LiveClientEvent | undefined {
  try {
    const parsed = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    if (parsed.type === 'auth' && typeof parsed.token === 'string') return { type: 'auth', token: parsed.token };
    if (parsed.type === 'ping') return { type: 'ping' };
  } catch {
    // Not JSON: ignored like any other unknown frame.
  }
  return undefined;
}

/**
 * The live connections at /api/ws. A socket proves who it is with the same token as the API
 * (browsers cannot set headers on a WebSocket, so it comes in the first message, or as ?token=),
 * then receives its user's events from every domain (chat, the bell). Events reach every process
 * through the PubSub; each delivers to the sockets it holds. Nothing is sent over the socket that
 * is not already committed, so a client that reconnects catches up from the API.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private open = 0;
  private unsubscribe: Unsubscribe | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly authTimeoutMs: number;
  private readonly heartbeatMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.authTimeoutMs = options.authTimeoutMs ?? 5000;
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.pubsub.subscribe(LIVE_CHANNEL, (payload) => void this.receive(payload));
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.unsubscribe?.();
    for (const connections of this.byUser.values()) {
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down');
    }
    this.byUser.clear();
  }

  /** Open sockets of a user in this process (tests, metrics). */
  /** Sockets open on this process, signed in or still sending their token (metrics). */
  get openSockets(): number {
    return this.open;
  }

  connectionsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Takes a new socket: authenticates it (token in the query or in the first message), then registers it. */
  accept(socket: WebSocket, request: FastifyRequest): void {
    let connection: Connection | undefined;
    this.open++;
    const queryToken = new URL(request.url, 'http://placeholder').searchParams.get('token');
    const timer = setTimeout(() => {
      if (!connection) socket.close(WS_CLOSE.authTimeout, 'Send your token first');
    }, this.authTimeoutMs);

    const authenticate = async (token: string) => {
      const result = await this.options.authenticate(token);
      if ('error' in result) {
        const code = result.error.code === 'ACCOUNT_BLOCKED' ? WS_CLOSE.blocked : WS_CLOSE.unauthenticated;
        send(socket, { type: 'error', code: result.error.code, error: result.error.message });
        socket.close(code, result.error.code);
        return;
      }
      if (socket.readyState !== OPEN) return;
      clearTimeout(timer);
      connection = { socket, user: result.user, sessionId: result.sessionId, expiresAt: result.expiresAt, alive: true };
      this.register(connection);
      send(socket, { type: 'ready', userId: result.user.id });
    };

    // Listeners are attached before any await, so no early frame is lost.
    socket.on('message', (data) => {
      const event = parseClientEvent(data);
      if (event?.type === 'ping') return send(socket, { type: 'pong' });
      if (event?.type === 'auth' && !connection) void authenticate(event.token);
    });
    socket.on('pong', () => {
      if (connection) connection.alive = true;
    });
    socket.on('close', () => {
      this.open--;
      clearTimeout(timer);
      if (connection) this.unregister(connection);
    });
    socket.on('error', (error) => this.options.log.debug({ err: error }, 'live socket error'));
    if (queryToken) void authenticate(queryToken);
  }

  private seen(userId: string): void {
    this.options.onPresence?.(userId).catch((error: unknown) => this.options.log.warn({ err: error }, 'last seen not recorded'));
  }

  private register(connection: Connection): void {
    this.seen(connection.user.id);
    let set = this.byUser.get(connection.user.id);
    if (!set) {
      set = new Set();
      this.byUser.set(connection.user.id, set);
    }
    set.add(connection);
  }

  private unregister(connection: Connection): void {
    this.seen(connection.user.id);
    const set = this.byUser.get(connection.user.id);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.user.id);
  }

  private async receive(payload: string): Promise<void> {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch {
      this.options.log.warn('unreadable live event ignored');
      return;
    }
    if (envelope.kind === 'revoke') {
      const ended = envelope.sessionIds ? new Set(envelope.sessionIds) : undefined;
      for (const connection of this.byUser.get(envelope.userId) ?? []) {
        if (!ended || ended.has(connection.sessionId)) connection.socket.close(envelope.code, 'Signed out');
      }
      return;
    }
    try {
      for (const { to, event } of await this.deliveriesOf(envelope)) {
        for (const connection of this.byUser.get(to) ?? []) send(connection.socket, event);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'could not deliver a live event');
    }
  }

  private async deliveriesOf(envelope: Exclude<LiveEnvelope, { kind: 'revoke' }>) {
    if (envelope.kind === 'deliveries') return envelope.deliveries;
    // A reference costs a database read: only when one of its users is connected here.
    if (!envelope.users.some((userId) => this.byUser.has(userId))) return [];
    const resolve = this.options.resolvers[envelope.topic];
    if (!resolve) {
      this.options.log.warn({ topic: envelope.topic }, 'live event of an unknown topic ignored');
      return [];
    }
    return resolve(this.options.db, envelope.ref);
  }

  /** Drops sockets that stopped answering pings, and those whose token has expired. */
  private beat(): void {
    const now = Date.now();
    for (const userId of this.byUser.keys()) this.seen(userId);
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        if (connection.expiresAt !== undefined && connection.expiresAt <= now) {
          connection.socket.close(WS_CLOSE.unauthenticated, 'Session expired');
        } else if (!connection.alive) {
          connection.socket.terminate();
        } else {
          connection.alive = false;
          connection.socket.ping();
        }
      }
    }
  }
}
