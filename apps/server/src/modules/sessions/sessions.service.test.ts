import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTenant } from '../../test/factories.js';
import { onOneConnection, openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import { findSessionHolder } from './sessions.service.js';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("finds a token's account and session only when the session is that account's", async () => {
  const [tenant, other] = [await buildTenant(database.db), await buildTenant(database.db)];
  // The factory's standing session has its user's id.
  const holder = await findSessionHolder(database.db, tenant.id, tenant.id);
  expect(holder?.user.email).toBe(tenant.email);
  expect(holder?.session.userId).toBe(tenant.id);
  expect(await findSessionHolder(database.db, tenant.id, other.id)).toBeUndefined();
  expect(await findSessionHolder(database.db, other.id, tenant.id)).toBeUndefined();
  expect(await findSessionHolder(database.db, tenant.id, 'not-a-session')).toBeUndefined();
});

it.runIf(inject('dbEngine') === 'postgres')('is parsed once per connection on PostgreSQL, then run by name', async () => {
  const tenant = await buildTenant(database.db);
  await onOneConnection(database.db, async (one) => {
    for (let run = 0; run < 3; run++) expect((await findSessionHolder(one, tenant.id, tenant.id))?.user.id).toBe(tenant.id);
    const prepared = await queryRows<{ name: string }>(one, sql`SELECT name FROM pg_prepared_statements`);
    expect(prepared.map((statement) => statement.name)).toEqual(['find_session_holder']);
  });
});
