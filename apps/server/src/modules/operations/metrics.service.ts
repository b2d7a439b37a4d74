import { type SQL, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';

/** What the gauges read when Prometheus scrapes: the database, its pool, the open sockets. */
export type MetricsProbes = {
  db: Database;
  /** Undefined on the embedded engine, which has one connection and no pool. */
  poolStats: (() => PoolStats) | undefined;
  openSockets: () => number;
};

type QueueRow = { queue: string; state: string; jobs: number; oldest_seconds: number | null };

/**
 * One process's metrics, in its own registry (each app has one, so tests can build several). The
 * counters and the request histogram count what this process did since it started; the gauges are
 * read at scrape time, the database's (queue, payments, refunds) being the same whichever process
 * answers.
 */
export class AppMetrics {
  readonly registry = new Registry();

  /** Requests by route pattern (never the raw URL: ids would make a series per listing), method and status class. */
  readonly requestDuration = new Histogram({
    name: 'rentease_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, and how long they took',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly emails = new Counter({
    name: 'rentease_emails_total',
    help: 'Emails this process tried to send, by result (a failed one is retried by the queue)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'rentease_cache_lookups_total',
    help: 'Lookups in the public listing cache, by result',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  constructor() {
    // CPU, memory, heap, event-loop delay, open handles: prom-client's standard process metrics.
    collectDefaultMetrics({ register: this.registry, prefix: 'rentease_' });
    for (const result of ['sent', 'failed']) this.emails.inc({ result }, 0);
    for (const result of ['hit', 'miss']) this.cacheLookups.inc({ cache: 'listings', result }, 0);
  }

  /** Adds the gauges read at scrape time. */
  watch({ db, poolStats, openSockets }: MetricsProbes): void {
    const registers = [this.registry];
    if (poolStats) {
      new Gauge({
        name: 'rentease_db_pool_connections',
        help: 'Database pool connections: in use, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const { total, idle, waiting } = poolStats();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
    new Gauge({
      name: 'rentease_websocket_connections',
      help: 'Open live-update sockets (chat, notifications) on this process',
      registers,
      collect() {
        this.set(openSockets());
      },
    });

    // Both queue gauges share one query while it runs: the registry collects its metrics at once.
    let reading: Promise<QueueRow[]> | undefined;
    const queueRows = () => {
      reading ??= readQueue(db).finally(() => {
        reading = undefined;
      });
      return reading;
    };
    new Gauge({
      name: 'rentease_queue_jobs',
      // Read from the database: every process tells the same figure, so a cluster reports it once.
      aggregator: 'max',
      help: 'Background jobs (emails, schedules) by queue and state: waiting (created, retry), active, failed',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        const rows = await queueRows();
        this.reset();
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.jobs);
      },
    });
    new Gauge({
      name: 'rentease_queue_oldest_waiting_seconds',
      aggregator: 'max',
      help: 'Age of the oldest job still waiting to run, by queue',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const rows = await queueRows();
        this.reset();
        const oldest = new Map<string, number>();
        for (const row of rows) {
          if (row.state !== 'created' && row.state !== 'retry') continue;
          oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, row.oldest_seconds ?? 0));
        }
        for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
      },
    });

    new Gauge({
      name: 'rentease_payments_confirmed',
      aggregator: 'max',
      help: 'Payments ever taken (paid, including those since refunded)',
      registers,
      async collect() {
        this.set(await countOf(db, sql`SELECT count(*)::int AS n FROM payments WHERE paid_at IS NOT NULL`));
      },
    });
    new Gauge({
      name: 'rentease_refunds_pending',
      aggregator: 'max',
      help: 'Refunds asked of the card network and not yet confirmed',
      registers,
      async collect() {
        this.set(await countOf(db, sql`SELECT count(*)::int AS n FROM payments WHERE status = 'refund_pending'`));
      },
    });
  }
}

async function countOf(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** pg-boss's jobs not yet done, and those that failed for good (kept until pg-boss deletes them). */
async function readQueue(db: Database): Promise<QueueRow[]> {
  try {
    return await queryRows<QueueRow>(
      db,
      sql`
      SELECT name AS queue, state::text AS state, count(*)::int AS jobs,
             extract(epoch FROM now() - min(created_on))::float8 AS oldest_seconds
      FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY name, state`,
    );
  } catch {
    // The queue has not created its tables yet (a server still starting): nothing to report.
    return [];
  }
}
