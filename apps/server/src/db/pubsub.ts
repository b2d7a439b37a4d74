import { EventEmitter } from 'node:events';
import pg from 'pg';

export type Unsubscribe = () => Promise<void>;

/**
 * Messages between server processes. Every write is committed first, then published; each process
 * delivers what it receives to its own WebSocket clients. On PostgreSQL this is LISTEN/NOTIFY, so
 * any number of app servers behind a load balancer see each other's events; the embedded engine
 * runs in one process, so an in-process emitter is the whole story there.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** NOTIFY refuses payloads of 8000 bytes or more (PostgreSQL's own limit). */
const NOTIFY_LIMIT_BYTES = 8000;
/** What publishers send whole, with a margin; above it they send a reference instead. */
export const MAX_NOTIFY_BYTES = NOTIFY_LIMIT_BYTES - 100;
/** Events per NOTIFY statement at most. */
const NOTIFY_BATCH = 50;

export class InProcessPubSub implements PubSub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, payload: string): Promise<void> {
    // Delivered on a later tick, as a NOTIFY would be: a publisher never runs listeners inline.
    setImmediate(() => this.emitter.emit(channel, payload));
  }

  async subscribe(channel: string, listener: (payload: string) => void): Promise<Unsubscribe> {
    this.emitter.on(channel, listener);
    return async () => {
      this.emitter.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN/NOTIFY on a PostgreSQL server: publishes through the pool, listens on one dedicated
 * connection (a pooled one would be handed to other queries). A lost listening connection is
 * re-established with backoff and every channel listened to again; events sent while it was down
 * are not replayed, which is why clients catch up from the database when they reconnect.
 */
export class PostgresPubSub implements PubSub {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryMs = 250;
  private readonly unsent: { channel: string; payload: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private sending: Promise<void> | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Published in order, several at once: while one NOTIFY statement is on its way, what is
   * published meanwhile waits and then goes in one statement (a chat message published two
   * events, each a round trip of its own). Alone, an event goes at once. PostgreSQL folds
   * identical payloads on one channel within a statement into one; every event here is a state
   * to apply, so a repeat changes nothing.
   */
  publish(channel: string, payload: string): Promise<void> {
    // Refused here rather than by PostgreSQL, which would fail the whole statement it shares.
    if (Buffer.byteLength(payload) >= NOTIFY_LIMIT_BYTES) return Promise.reject(new Error('NOTIFY payload too long'));
    return new Promise((resolve, reject) => {
      this.unsent.push({ channel, payload, resolve, reject });
      this.sending ??= this.sendUnsent();
    });
  }

  private async sendUnsent(): Promise<void> {
    while (this.unsent.length > 0) {
      const batch = this.unsent.splice(0, NOTIFY_BATCH);
      const calls = batch.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`);
      try {
        await this.pool.query(
          `SELECT ${calls.join(', ')}`,
          batch.flatMap(({ channel, payload }) => [channel, payload]),
        );
        for (const event of batch) event.resolve();
      } catch (error) {
        for (const event of batch) event.reject(error);
      }
    }
    this.sending = undefined;
  }

  async subscribe(channel: string, listener: (payload: string) => void): Promise<Unsubscribe> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const client = await this.connection();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (this.client) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // A dropped connection is replaced; queries on the old client fail and are not retried here.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      if (!this.closed && this.listeners.size > 0) this.reconnectSoon();
    });
    await client.connect();
    this.client = client;
    this.retryMs = 250;
    return client;
  }

  private reconnectSoon(): void {
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => {
      if (this.closed) return;
      this.connection()
        .then(async (client) => {
          for (const channel of this.listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
        })
        .catch(() => this.reconnectSoon());
    }, delay).unref();
  }
}
