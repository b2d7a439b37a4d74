import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueriesInto, queryCounter } from './query-count.js';

// A cold PGlite start takes seconds on a busy machine.
const client = new PGlite();
const db = drizzle(client, { logger: queryCounter });
beforeAll(() => client.waitReady, 60_000);
afterAll(() => client.close());

describe('counting the SQL statements of a request', () => {
  it('counts the statements issued inside the scope, across awaits, and none outside it', async () => {
    const tally = { queries: 0 };
    const other = { queries: 0 };
    await db.execute(sql`SELECT 1`);
    await new Promise<void>((resolve, reject) =>
      countQueriesInto(tally, () => {
        (async () => {
          await db.execute(sql`SELECT 1`);
          await new Promise((later) => setTimeout(later, 5));
          await Promise.all([db.execute(sql`SELECT 2`), db.execute(sql`SELECT 3`)]);
        })().then(resolve, reject);
      }),
    );
    await new Promise<void>((resolve, reject) =>
      countQueriesInto(other, () => {
        db.execute(sql`SELECT 4`).then(() => resolve(), reject);
      }),
    );
    expect(tally.queries).toBe(3);
    expect(other.queries).toBe(1);
  });
});
