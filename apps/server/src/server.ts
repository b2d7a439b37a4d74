import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { hasDemoAccounts, isDatabaseEmpty, seedDemoData } from './db/seed/demo-seed.js';
import { systemClock } from './lib/clock.js';
import { shownUrl } from './lib/public-url.js';
import { createImageStorage, type ImageStorage } from './lib/storage.js';
import { PgBossEmailQueue } from './modules/notifications/email-queue.js';
import { createPaymentProvider } from './modules/payments/providers/create-provider.js';
import { ensureAdminAccount } from './modules/users/users.service.js';

export type StartedServer = PreparedDatabase & {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: ImageStorage;
  url: string;
  close(): Promise<void>;
};

export type PreparedDatabase = {
  seeded: boolean;
  /** The demo accounts exist (seeded now or earlier), so start-up may print them. */
  hasDemoAccounts: boolean;
  adminCreated: boolean;
};

/** Migrates, provisions the admin and seeds demo data when asked: once per start, before serving. */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<PreparedDatabase> {
  await database.migrate();
  const storage = createImageStorage(config, database.db);
  const { created: adminCreated } = await ensureAdminAccount(database.db, config.admin, config.passwordHashCost);
  const seeded =
    config.seedDemo === undefined ? await isDatabaseEmpty(database.db) : config.seedDemo && !(await hasDemoAccounts(database.db));
  if (seeded) await seedDemoData(database.db, storage, config.passwordHashCost, systemClock);
  return { seeded, hasDemoAccounts: await hasDemoAccounts(database.db), adminCreated };
}

/** How long a shutting-down server keeps listening while it turns its keep-alive clients away. */
const KEEP_ALIVE_DRAIN_MS = 1000;

/**
 * Opens the database, prepares it (unless a cluster primary already did: `prepare: false` is
 * for its workers) and listens.
 */
export async function startServer(config: Config, options: { prepare?: boolean } = {}): Promise<StartedServer> {
  const database = await openDatabase(config);
  const prepared =
    options.prepare === false
      ? { seeded: false, hasDemoAccounts: false, adminCreated: false }
      : await prepareDatabase(database, config);
  const storage = createImageStorage(config, database.db);
  const payments = createPaymentProvider(config.payments, database.db, systemClock);
  const emailQueue = new PgBossEmailQueue(database.executeSql, config.email);
  let draining = false;
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    clock: systemClock,
    payments,
    pubsub: database.pubsub,
    emailQueue,
    poolStats: database.poolStats,
    isDraining: () => draining,
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    storage,
    ...prepared,
    url: shownUrl(config, port),
    async close() {
      // Closing the listener also closes every idle keep-alive connection at once, and a client
      // that sent its next request on one at that moment sees it reset. So first, for a moment,
      // every answer says 'Connection: close': busy clients leave on their own, without a loss.
      draining = true;
      await delay(Math.min(KEEP_ALIVE_DRAIN_MS, config.shutdownGraceMs / 4));
      await app.close();
      await database.close();
    },
  };
}
