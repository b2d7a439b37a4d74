import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { hasDemoAccounts, isDatabaseEmpty, seedDemoData } from './db/seed/demo-seed.js';
import { systemClock } from './lib/clock.js';
import { createImageStorage } from './lib/storage.js';
import { createPaymentProvider } from './modules/payments/providers/create-provider.js';
import { ensureAdminAccount } from './modules/users/users.service.js';

export type StartedServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: boolean;
  /** The demo accounts exist (seeded now or earlier), so start-up may print them. */
  hasDemoAccounts: boolean;
  adminCreated: boolean;
  url: string;
  close(): Promise<void>;
};

/** Opens the database, migrates, provisions the admin, seeds demo data when asked, and listens. */
export async function startServer(config: Config): Promise<StartedServer> {
  const database = await openDatabase(config);
  await database.migrate();
  const storage = createImageStorage(config, database.db);
  const { created: adminCreated } = await ensureAdminAccount(database.db, config.admin, config.passwordHashCost);

  const shouldSeed =
    config.seedDemo === undefined ? await isDatabaseEmpty(database.db) : config.seedDemo && !(await hasDemoAccounts(database.db));
  if (shouldSeed) await seedDemoData(database.db, storage, config.passwordHashCost, systemClock);

  const payments = createPaymentProvider(config.payments, database.db, systemClock, config.publicUrl);
  const app = await buildApp({ config, db: database.db, storage, clock: systemClock, payments, pubsub: database.pubsub });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return {
    app,
    database,
    seeded: shouldSeed,
    hasDemoAccounts: await hasDemoAccounts(database.db),
    adminCreated,
    url: `http://${shownHost}:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
