import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/sql.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `process`: count this route's rate limit in each server process's memory instead of the
     * database. For frequent, low-stakes limits (a chat sender's flood guard) where a database
     * write on every request costs more than N processes' looser window risks.
     */
    rateLimitScope?: 'shared' | 'process';
  }
}

type Window = { current: number; ttl: number };

/**
 * The plugin's own in-memory store (what it uses without a custom store), for routes that opt out
 * of the shared one. It is not in the plugin's typings, hence the require and the constructor type.
 */
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

/**
 * Keys are built from what clients send (a session id in the path, an email): printable ASCII is
 * kept as it is, anything else is hashed, since PostgreSQL text cannot hold U+0000 and a key must
 * never turn a request into a 500.
 */
function storedKey(key: string): string {
  return /^[\x20-\x7e]*$/.test(key) ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}
type Callback = (error: Error | null, result?: Window) => void;

/**
 * Counts one hit on `key` and returns the window: a new window when there is none or it has run
 * out. One statement, so concurrent hits from any number of processes are counted exactly (the
 * row lock of ON CONFLICT serialises them); the database's clock decides when a window ends, so
 * processes with drifting clocks agree.
 */
async function hit(db: Database, key: string, windowMs: number): Promise<Window> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
    db,
    sql`
    INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING hits, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl_ms
  `,
  );
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
}

async function peek(db: Database, key: string): Promise<Window> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
    db,
    sql`
    SELECT hits, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl_ms
    FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()
  `,
  );
  return row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 };
}

/**
 * A @fastify/rate-limit store kept in the database, so that every server process counts against
 * the same windows: with N processes behind a load balancer, a per-process memory store would let
 * a client make N times the allowed logins. Expired rows are deleted by the periodic sweep.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; children get the route's prefix. */
    constructor(prefix: FastifyRateLimitOptions | string) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(db, storedKey(this.prefix + key), timeWindow).then(
        (window) => callback(null, window),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      peek(db, storedKey(this.prefix + key)).then(
        (window) => callback(null, window),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // At run time the plugin passes the route as `routeInfo`: each route counts on its own.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown; config?: { rateLimitScope?: unknown } } })
        .routeInfo;
      if (route?.config?.rateLimitScope === 'process') return new LocalStore(false, false);
      return new DatabaseRateLimitStore(`${String(route?.method)} ${String(route?.url)} `);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Counts one hit on a route's limit from elsewhere, against the same window the route itself
 * counts in: a wrong second-step code counts as a failed login of that account.
 */
export async function countRateLimitHit(
  db: Database,
  route: { method: string; url: string },
  key: string,
  windowMs: number,
): Promise<void> {
  await hit(db, storedKey(`${route.method} ${route.url} ${key}`), windowMs);
}
