import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database answered a raw query without rows');
  }
  return result.rows as Row[];
}
