import { createHash } from 'node:crypto';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * "table"."column". Drizzle leaves column names unqualified in single-table queries, which inside
 * a correlated subquery silently binds to the inner table (bookings.id instead of properties.id).
 * Subqueries spell every column out with this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Runs raw SQL (what the query builder cannot say: a CTE, a window, a function call) and returns
 * its rows, typed as the caller's SELECT list names them. Both drivers answer `{ rows }`; the one
 * place that trusts a raw query's columns to match `Row`.
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database answered a raw query without rows');
  }
  return result.rows as Row[];
}

const dialect = new PgDialect();

/**
 * queryRows for the statements every public page runs (a search's page, a listing's detail). On
 * PostgreSQL the statement is prepared once per connection, named after its text, and later runs
 * send only its parameters: PostgreSQL then skips parsing it and, once it settles on a generic plan
 * (after five runs), planning it, which cost more than running it (about 3 ms of a 6–10 ms search
 * at 100,000 listings). Only for statements whose every value is a parameter, so that their texts
 * come in a few shapes: each name stays prepared on its connection for the connection's life.
 * PGlite, in process and with one connection, runs it as queryRows does.
 */
export async function queryPreparedRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const statement = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(statement.sql).digest('base64url').slice(0, 24)}`;
  return rowsOf<Row>(await db._.session.prepareQuery(statement, undefined, name, false).execute());
}
