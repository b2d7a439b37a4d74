import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { onOneConnection, openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { queryPreparedRows, queryRows } from './sql.js';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const failing = sql`SELECT 1 / ${0}::int AS n`;

/** What the database said, whether the driver passes its error on as it is or wraps it (its cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  }
  throw new Error('the statement did not fail');
}

it('answers the rows of its statement, and the next statement runs after one that failed', async () => {
  expect(await refusal(queryPreparedRows(database.db, failing))).toMatch(/division by zero/);
  const rows = await queryPreparedRows<{ n: number }>(database.db, sql`SELECT ${2}::int AS n`);
  expect(rows).toEqual([{ n: 2 }]);
});

it.runIf(inject('dbEngine') === 'postgres')(
  'leaves nothing of its transaction or its plan setting on the connection, whether its statement ran or failed',
  async () => {
    // One connection: what a statement left behind is what the next one finds.
    await onOneConnection(database.db, async (one) => {
      const connectionState = () =>
        queryRows<{ read_only: string; plan_cache_mode: string }>(
          one,
          sql`SELECT current_setting('transaction_read_only') AS read_only, current_setting('plan_cache_mode') AS plan_cache_mode`,
        );
      await queryPreparedRows(one, sql`SELECT ${1}::int AS n`);
      expect(await connectionState()).toEqual([{ read_only: 'off', plan_cache_mode: 'auto' }]);
      expect(await refusal(queryPreparedRows(one, failing))).toMatch(/division by zero/);
      expect(await connectionState()).toEqual([{ read_only: 'off', plan_cache_mode: 'auto' }]);
    });
  },
);
