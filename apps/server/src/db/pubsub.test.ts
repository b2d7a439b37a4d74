import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { openTestDatabase, postgresUrlOf, type TestDatabaseHandle } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { PostgresPubSub } from './pubsub.js';

const CHANNEL = 'pubsub_test';
let database: TestDatabaseHandle;
let otherProcess: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  otherProcess = database.connectAgain();
});
afterAll(async () => {
  await otherProcess.close();
  await database.close();
});

/** Resolves with the first `count` payloads heard on CHANNEL by `handle`'s pubsub. */
async function hear(
  pubsub: DatabaseHandle['pubsub'],
  count: number,
): Promise<{ heard: Promise<string[]>; stop: () => Promise<void> }> {
  const payloads: string[] = [];
  let done: (payloads: string[]) => void = () => undefined;
  const heard = new Promise<string[]>((resolve) => {
    done = resolve;
  });
  const stop = await pubsub.subscribe(CHANNEL, (payload) => {
    payloads.push(payload);
    if (payloads.length === count) done(payloads);
  });
  return { heard, stop };
}

it('delivers every event published at once to another process, in the order published', async () => {
  const events = Array.from({ length: 120 }, (_, index) => `event ${index}`);
  const listener = await hear(otherProcess.pubsub, events.length);
  await Promise.all(events.map((event) => database.pubsub.publish(CHANNEL, event)));
  expect(await listener.heard).toEqual(events);
  await listener.stop();
});

it.runIf(inject('dbEngine') === 'postgres')(
  'sends an event alone at once, and what is published while it is on its way in few statements',
  async () => {
    const url = await postgresUrlOf(database.db);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const pubsub = new PostgresPubSub(url, pool);
    const statements = vi.spyOn(pool, 'query');
    try {
      const listener = await hear(otherProcess.pubsub, 121);
      const events = Array.from({ length: 120 }, (_, index) => `event ${index}`);
      await pubsub.publish(CHANNEL, 'alone');
      expect(statements).toHaveBeenCalledTimes(1);
      await Promise.all(events.map((event) => pubsub.publish(CHANNEL, event)));
      // The first goes at once; the 119 published meanwhile follow 50 to a statement.
      expect(statements).toHaveBeenCalledTimes(1 + 4);
      expect(await listener.heard).toEqual(['alone', ...events]);
      await listener.stop();
    } finally {
      await pubsub.close();
      await pool.end();
    }
  },
);

it.runIf(inject('dbEngine') === 'postgres')('refuses a payload too long for NOTIFY alone; the events beside it go', async () => {
  const listener = await hear(otherProcess.pubsub, 2);
  const results = await Promise.allSettled([
    database.pubsub.publish(CHANNEL, 'before'),
    database.pubsub.publish(CHANNEL, 'x'.repeat(8000)),
    database.pubsub.publish(CHANNEL, 'after'),
  ]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(await listener.heard).toEqual(['before', 'after']);
  await listener.stop();
});
