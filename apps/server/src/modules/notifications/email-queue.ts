import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { EmailConfig } from '../../config.js';
import { postgresErrorCode, type SqlExecutor } from '../../db/client.js';

/**
 * The durable queue of background work (a port, like PaymentProvider): notification emails, and
 * the recurring jobs (housekeeping, the email sweep). Enqueueing an email happens after the
 * event's transaction commits and never fails the request; a job whose send throws is retried
 * with backoff and logged; the sweep re-enqueues anything a crash lost.
 */
export interface EmailQueue {
  /**
   * Runs `run` on a cron schedule, once per tick across every process sharing the database (not
   * once per process). Declared before start(); start() sets it up.
   */
  every(name: string, cron: string, run: () => Promise<void>): void;
  /**
   * A recurring job that is turned off: start() removes its schedule, which the queue keeps in
   * the database from when it was on, so no tick is queued for a job no process runs any more.
   */
  never(name: string): void;
  /**
   * Handles one kind of one-off job (an account email) with `run`, which throws to be retried.
   * Declared before start(); start() sets it up.
   */
  handle<T extends object>(name: string, run: (data: T) => Promise<void>): void;
  /** Queues a one-off job for the handler of `name`. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Runs a scheduled job now, through the queue, as its schedule would (operators, tests). */
  runNow(name: string): Promise<void>;
  /** Starts the workers; `deliver` sends one notification's email and throws to be retried. */
  start(deliver: (notificationId: string) => Promise<void>, log: FastifyBaseLogger): Promise<void>;
  /** One job per notification: a notification already queued (singletonKey = its id) is not queued twice. */
  enqueue(notificationIds: string[]): Promise<void>;
  stop(): Promise<void>;
}

type RecurringJob = { name: string; cron: string; run: () => Promise<void> };
type OneOffJob = { name: string; run: (data: never) => Promise<void> };

export const EMAIL_QUEUE = 'notification-email';

const DEADLOCK_DETECTED = '40P01';
const SETUP_ATTEMPTS = 5;
/** How long stop() gives a running job, then the work pg-boss left in flight, each. */
const STOP_TIMEOUT_MS = 5000;

type EmailJob = { notificationId: string };
/** One-off jobs (emails) a worker fetches at once, then runs one after another. */
const JOBS_PER_FETCH = 20;

/**
 * pg-boss on the app's own database (its tables in the `pgboss` schema), through the same
 * connections: PGlite has one, and a PostgreSQL deployment needs no second configuration.
 */
export class PgBossEmailQueue implements EmailQueue {
  private readonly boss: PgBoss;
  private started = false;
  private log: FastifyBaseLogger | undefined;
  private readonly recurring: RecurringJob[] = [];
  private readonly turnedOff: string[] = [];
  private readonly oneOff: OneOffJob[] = [];
  /** pg-boss's SQL and our handlers still running: stop() waits for them (see drain). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(
    executeSql: SqlExecutor,
    private readonly config: EmailConfig,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(executeSql(text, values)) },
      // Cron schedules: each tick becomes one job, whichever processes are running.
      schedule: true,
      supervise: true,
    });
    this.boss.on('error', (error) => this.log?.error({ err: error }, 'email queue error'));
  }

  async start(deliver: (notificationId: string) => Promise<void>, log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    await this.boss.start();
    this.started = true;
    // stately: at most one waiting and one running job per notification, so a sweep racing the
    // after-commit enqueue cannot send the same email twice at once.
    await this.setUp(() =>
      this.boss.createQueue(EMAIL_QUEUE, {
        name: EMAIL_QUEUE,
        policy: 'stately',
        retryLimit: this.config.retryLimit,
        retryDelay: this.config.retryDelaySeconds,
        retryBackoff: true,
      }),
    );
    await this.workEach<EmailJob>(
      EMAIL_QUEUE,
      (data) => deliver(data.notificationId),
      (error, data) =>
        log.error({ err: error, notificationId: data.notificationId }, 'notification email not sent; it will be retried'),
    );
    await this.startOneOff(log);
    await this.startRecurring(log);
    for (const name of this.turnedOff) await this.setUp(() => this.boss.unschedule(name));
  }

  handle<T extends object>(name: string, run: (data: T) => Promise<void>): void {
    if (this.started) throw new Error(`job ${name} must be declared before the queue starts`);
    this.oneOff.push({ name, run });
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    await this.boss.send(name, data);
  }

  private async startOneOff(log: FastifyBaseLogger): Promise<void> {
    for (const job of this.oneOff) {
      await this.setUp(() =>
        this.boss.createQueue(job.name, {
          name: job.name,
          retryLimit: this.config.retryLimit,
          retryDelay: this.config.retryDelaySeconds,
          retryBackoff: true,
        }),
      );
      await this.workEach<never>(
        job.name,
        (data) => job.run(data),
        (error) => log.error({ err: error, job: job.name }, 'job failed; it will be retried'),
      );
    }
  }

  /**
   * Works a queue of one-off jobs in batches: every polling interval, or as soon as the last batch
   * is done, up to JOBS_PER_FETCH are fetched and run one after another. pg-boss waits out the
   * interval after each fetch, so with one job per fetch a process sent one email every two
   * seconds, and a burst of confirmations (two emails each) took minutes to reach people. A job
   * that throws is logged and failed alone, so pg-boss retries it with backoff (retryLimit times)
   * and completes the others.
   */
  private async workEach<T extends object>(
    name: string,
    run: (data: T) => Promise<void>,
    logFailure: (error: unknown, data: T) => void,
  ): Promise<void> {
    const options = { pollingIntervalSeconds: this.config.pollingIntervalSeconds, batchSize: JOBS_PER_FETCH };
    await this.boss.work<T>(name, options, (jobs) =>
      this.track(
        (async () => {
          for (const [done, job] of jobs.entries()) {
            if (this.stopping && done > 0) {
              // The rest are handed back (failed, so retried after the next start); those already
              // run are completed with the batch, never sent again.
              await this.boss.fail(
                name,
                jobs.slice(done).map((left) => left.id),
              );
              return;
            }
            this.refuseWhileStopping();
            try {
              await run(job.data);
            } catch (error) {
              logFailure(error, job.data);
              await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        })(),
      ),
    );
  }

  every(name: string, cron: string, run: () => Promise<void>): void {
    if (this.started) throw new Error(`recurring job ${name} must be declared before the queue starts`);
    this.recurring.push({ name, cron, run });
  }

  never(name: string): void {
    if (this.started) throw new Error(`recurring job ${name} must be turned off before the queue starts`);
    this.turnedOff.push(name);
  }

  async runNow(name: string): Promise<void> {
    await this.boss.send(name, {});
  }

  private async startRecurring(log: FastifyBaseLogger): Promise<void> {
    for (const job of this.recurring) {
      // singleton: a tick that comes while the last one still runs waits instead of running beside it.
      await this.setUp(() => this.boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 0 }));
      await this.setUp(() => this.boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Kolkata' }));
      await this.boss.work(job.name, { pollingIntervalSeconds: this.config.pollingIntervalSeconds }, () =>
        this.track(
          (async () => {
            this.refuseWhileStopping();
            try {
              await job.run();
            } catch (error) {
              // Nothing is lost by a failed round (each step rolls back whole); the next tick retries.
              log.error({ err: error, job: job.name }, 'recurring job failed; it runs again at its next tick');
            }
          })(),
        ),
      );
    }
  }

  /**
   * Creates a queue or schedule, idempotently. Several server processes starting at once (a
   * cluster's workers) create the same queues together, and PostgreSQL may pick one of them as a
   * deadlock victim: that one tries again, and then finds the queue made.
   */
  private async setUp(step: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await step();
        return;
      } catch (error) {
        if (attempt >= SETUP_ATTEMPTS || postgresErrorCode(error) !== DEADLOCK_DETECTED) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async enqueue(notificationIds: string[]): Promise<void> {
    if (notificationIds.length === 0) return;
    // One statement for all of them (a confirmation queues two, the sweep many). A notification
    // already waiting is skipped, as send() would: the insert is ON CONFLICT DO NOTHING against
    // the stately queue's one-waiting-job-per-key index.
    await this.boss.insert(
      notificationIds.map((notificationId) => ({
        name: EMAIL_QUEUE,
        data: { notificationId } satisfies EmailJob,
        singletonKey: notificationId,
      })),
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    // Not graceful-forever: a send in flight gets a few seconds, then the job is failed and retried.
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
    await this.drain(Date.now() + STOP_TIMEOUT_MS);
  }

  /**
   * A job fetched while the queue stops is handed back (failed, so it is retried after the next
   * start) rather than run against a database that is about to close.
   */
  private refuseWhileStopping(): void {
    if (this.stopping) throw new Error('the queue is stopping; the job runs again after the next start');
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const settled = () => this.inFlight.delete(work);
    work.then(settled, settled);
    return work;
  }

  /**
   * pg-boss's stop() resolves while a worker's fetch may still be in flight: the jobs it returns
   * then start, and their completion is written without being awaited. The database is closed
   * right after stop(), so such a write would fail on an ended pool as an unhandled rejection.
   * Wait until nothing of ours has touched the database for two turns of the event loop (a
   * settled fetch starts a handler, a settled handler starts its completion write).
   */
  private async drain(deadline: number): Promise<void> {
    let quietTurns = 0;
    while (quietTurns < 2 && Date.now() < deadline) {
      if (this.inFlight.size > 0) {
        quietTurns = 0;
        await Promise.race([Promise.allSettled([...this.inFlight]), delay(50)]);
        continue;
      }
      quietTurns++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
