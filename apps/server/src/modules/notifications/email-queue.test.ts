import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import type { SqlExecutor } from '../../db/client.js';
import { testConfig } from '../../test/test-app.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import { EMAIL_QUEUE, PgBossEmailQueue } from './email-queue.js';

let database: TestDatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const quietLog = { error: () => undefined } as never;

it('a job fetched while the queue stops is handed back, and nothing is written after stop() returns', async () => {
  database = await openTestDatabase();
  const handle = database;
  const lateQueries: string[] = [];
  let stopped = false;
  let slowFetches = false;
  let fetched: () => void = () => undefined;
  const jobFetched = new Promise<void>((resolve) => {
    fetched = resolve;
  });
  // The database as the queue sees it: a fetch that returns a job answers slowly (so stop() comes
  // while it is in flight), and any query after stop() has returned is recorded as too late.
  const executeSql: SqlExecutor = async (text, values) => {
    if (stopped) lateQueries.push(text);
    const result = await handle.executeSql(text, values);
    if (slowFetches && /SKIP LOCKED/i.test(text) && result.rows.length > 0) {
      fetched();
      await delay(300);
    }
    return result;
  };
  const queue = new PgBossEmailQueue(executeSql, { ...testConfig('/nonexistent').email, pollingIntervalSeconds: 0.5 });
  const delivered: string[] = [];
  await queue.start(async (id) => {
    delivered.push(id);
  }, quietLog);

  slowFetches = true;
  await queue.enqueue(['00000000-0000-4000-8000-000000000001']);
  await jobFetched;
  await queue.stop();
  stopped = true;
  await delay(600);

  expect(lateQueries).toEqual([]);
  expect(delivered).toEqual([]);
  const { rows } = await handle.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [EMAIL_QUEUE]);
  expect(rows).toEqual([{ state: 'retry' }]);
});
