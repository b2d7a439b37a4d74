import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * "table"."column". Drizzle leaves column names unqualified in single-table queries, which inside
 * a correlated subquery silently binds to the inner table (bookings.id instead of properties.id).
 * Subqueries spell every column out with this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
