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

const ids = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`);

async function startQueue(
  deliver: (id: string) => Promise<void>,
  pollingIntervalSeconds: number,
): Promise<{ queue: PgBossEmailQueue; handle: TestDatabaseHandle }> {
  database = await openTestDatabase();
  const handle = database;
  const queue = new PgBossEmailQueue((text, values) => handle.executeSql(text, values), {
    ...testConfig('/nonexistent').email,
    pollingIntervalSeconds,
  });
  await queue.start(deliver, quietLog);
  return { queue, handle };
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await delay(25);
}

it('a burst of emails goes out together, not one per polling interval', async () => {
  const delivered: string[] = [];
  const { queue } = await startQueue(async (id) => {
    delivered.push(id);
  }, 1);
  const burst = ids(30);
  await queue.enqueue(burst);
  // Before, pg-boss fetched one job and then waited out the interval: three of thirty in 2.5 s.
  await until(() => delivered.length === burst.length, 2500);
  await queue.stop();
  expect(delivered.toSorted()).toEqual(burst);
});

it('an email that fails is retried alone; the others of its batch are sent once and completed', async () => {
  const [failing, ...others] = ids(5);
  const attempts: string[] = [];
  const { queue, handle } = await startQueue(async (id) => {
    attempts.push(id);
    if (id === failing) throw new Error('the mail server said no');
  }, 1);
  await queue.enqueue([failing ?? '', ...others]);
  await until(() => attempts.length >= 5, 2500);
  await queue.stop();
  expect(attempts.toSorted()).toEqual(ids(5));
  const { rows } = await handle.executeSql(
    'SELECT singleton_key AS id, state FROM pgboss.job WHERE name = $1 ORDER BY singleton_key',
    [EMAIL_QUEUE],
  );
  expect(rows).toEqual([{ id: failing, state: 'retry' }, ...others.map((id) => ({ id, state: 'completed' }))]);
});

it('queues one job per notification however often it is enqueued while waiting', async () => {
  // A long interval: the worker's first fetch is done before anything is queued, so the jobs wait.
  const { queue, handle } = await startQueue(async () => undefined, 60);
  await delay(300);
  const [first, second] = ids(2);
  await queue.enqueue([first ?? '', second ?? '']);
  await queue.enqueue([first ?? '']);
  await queue.enqueue([]);
  const { rows } = await handle.executeSql(
    'SELECT singleton_key AS id, count(*)::int AS jobs FROM pgboss.job WHERE name = $1 GROUP BY 1 ORDER BY 1',
    [EMAIL_QUEUE],
  );
  await queue.stop();
  expect(rows).toEqual([
    { id: first, jobs: 1 },
    { id: second, jobs: 1 },
  ]);
});
