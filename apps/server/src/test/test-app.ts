import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, defaultRateLimits } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { ManualClock } from '../lib/clock.js';
import { createImageStorage, type ImageStorage } from '../lib/storage.js';
import { type EmailQueue, PgBossEmailQueue } from '../modules/notifications/email-queue.js';
import { DemoPaymentProvider } from '../modules/payments/providers/demo.js';
import type { PaymentProvider } from '../modules/payments/providers/payment-provider.js';
import { openTestDatabase, type TestDatabaseHandle } from './test-database.js';

/** Cheap scrypt cost for tests; production uses 2^15 (see config.ts). */
export const TEST_HASH_COST = 2 ** 10;

const generous = { max: 10_000, timeWindowMs: 60_000 };
/** Every limit, however many there are, out of the way. */
const generousRateLimits = () =>
  Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, generous])) as Config['rateLimits'];

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing!!',
    tokenTtl: { user: '7d', admin: '12h' },
    admin: { email: 'admin@test.local', password: 'admin-password', isDemo: false },
    seedDemo: false,
    publicUrl: 'http://localhost:3000',
    mapStyleUrl: undefined,
    metricsToken: undefined,
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: undefined,
    passwordHashCost: TEST_HASH_COST,
    bodyLimitBytes: 64 * 1024,
    // Factories write to the database directly, behind the cache's back; the cache has its own test.
    listingCacheTtlMs: 0,
    cityDirectoryTtlMs: 0,
    // Rate limits are exercised by their own test with the production values.
    rateLimits: generousRateLimits(),
    payments: { provider: 'demo' },
    storage: 'disk',
    uploadGraceMs: 24 * 3_600_000,
    // Off: a sweep on a timer would race the tests; the housekeeping tests run it themselves.
    housekeeping: { cron: undefined },
    cluster: { workers: 1 },
    // Off, like housekeeping: the backup tests write their own.
    backups: { dir: path.join(dataDir, 'backups'), cron: undefined, keep: 7 },
    shutdownGraceMs: 10_000,
    email: {
      smtpUrl: undefined,
      outboxDir: path.join(dataDir, 'outbox'),
      from: 'RentEase <no-reply@test.local>',
      // Off: the notification tests run the sweep themselves.
      sweepCron: undefined,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    },
    requireVerifiedEmail: false,
    ...overrides,
  };
}

export { defaultRateLimits };

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  database: TestDatabaseHandle;
  config: Config;
  /** The storage config.storage names (disk under dataDir/uploads unless overridden). */
  storage: ImageStorage;
  /** Starts at the real time and stands still until a test moves it. */
  clock: ManualClock;
  payments: PaymentProvider;
  /** The app's notification email queue (tests run the sweep themselves with it). */
  emailQueue: EmailQueue;
  close(): Promise<void>;
  /**
   * A second app on the same database, as a second server process behind a load balancer would
   * run it (its own pool and LISTEN connection on PostgreSQL). Closed with this context.
   */
  startAnotherProcess(): Promise<FastifyInstance>;
};

export type TestPorts = {
  /** A payment provider other than the demo one (e.g. Stripe against a local stand-in). */
  payments?: (deps: { db: Database; clock: ManualClock; config: Config }) => PaymentProvider;
};

/** The real app on a private, migrated database of the engine under test. */
export async function createTestApp(overrides: Partial<Config> = {}, ports: TestPorts = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-app-'));
  const database = await openTestDatabase();
  const config = testConfig(dataDir, overrides);
  const storage = createImageStorage(config, database.db);
  const clock = new ManualClock();
  const payments = ports.payments?.({ db: database.db, clock, config }) ?? new DemoPaymentProvider(database.db, clock);
  const emailQueue = new PgBossEmailQueue(database.executeSql, config.email);
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    clock,
    payments,
    pubsub: database.pubsub,
    emailQueue,
    poolStats: database.poolStats,
  });
  await app.ready();
  const others: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  return {
    app,
    db: database.db,
    database,
    config,
    storage,
    clock,
    payments,
    emailQueue,
    async startAnotherProcess() {
      const handle = database.connectAgain();
      // Its own storage on its own connections: with STORAGE=database it reads what this one wrote
      // through the database, as another server would (on disk both use the same directory).
      const otherStorage = createImageStorage(config, handle.db);
      const otherQueue = new PgBossEmailQueue(handle.executeSql, config.email);
      const other = await buildApp({
        config,
        db: handle.db,
        storage: otherStorage,
        clock,
        payments,
        pubsub: handle.pubsub,
        emailQueue: otherQueue,
      });
      await other.ready();
      others.push({ app: other, handle });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.handle.close();
      }
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
