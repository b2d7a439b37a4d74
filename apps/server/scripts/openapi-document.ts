// The API's OpenAPI document (the one served at /api/openapi.json), built from the routes' own
// schemas without listening or opening a database: registering the routes runs no query, and a
// query would fail here loudly rather than yield a document of half an app.
//   tsx apps/server/scripts/openapi-document.ts [out.json]   (stdout without a file)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { InProcessPubSub } from '../src/db/pubsub.js';
import * as schema from '../src/db/schema/index.js';
import { systemClock } from '../src/lib/clock.js';
import { createImageStorage } from '../src/lib/storage.js';
import type { EmailQueue } from '../src/modules/notifications/email-queue.js';
import { DemoPaymentProvider } from '../src/modules/payments/providers/demo.js';

const noDatabase: Database = drizzle(
  async () => {
    throw new Error('The OpenAPI document is built without a database, yet building the app ran a query.');
  },
  { schema },
);

/** Background work has no part in the document: the schedules are declared and never run. */
const idleQueue: EmailQueue = {
  every: () => undefined,
  never: () => undefined,
  handle: () => undefined,
  send: async () => undefined,
  runNow: async () => undefined,
  start: async () => undefined,
  enqueue: async () => undefined,
  stop: async () => undefined,
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-openapi-'));
try {
  // The demo payment provider: its hosted checkout's routes are part of the API the web app calls.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'demo',
  });
  const pubsub = new InProcessPubSub();
  const app = await buildApp({
    config,
    db: noDatabase,
    storage: createImageStorage(config, noDatabase),
    clock: systemClock,
    payments: new DemoPaymentProvider(noDatabase, systemClock),
    pubsub,
    emailQueue: idleQueue,
  });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  const out = process.argv[2];
  if (out) writeFileSync(out, document);
  else process.stdout.write(document);
  await app.close();
  await pubsub.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
