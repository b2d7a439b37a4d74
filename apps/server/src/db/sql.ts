import { createHash } from 'node:crypto';
import { getTableName, type Logger, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const dialect = new PgDialect();

/**
 * `(query) LIMIT rows`, the count written into the statement rather than sent as a parameter. A
 * prepared statement's generic plan (queryPreparedRows) is made without the values and reads
 * `LIMIT $n` as "a tenth of the rows": 4,889 listings for a 25-listing page, a plan for the wrong
 * size of answer. A page size takes a few values, so the statement's texts still come in a few
 * shapes. (A city's own first page inside a city-by-city search keeps its parameter: drizzle's
 * subqueries take no written limit, and its generic plan measured as fast as the planned one.)
 */
export function limitedTo(query: SQLWrapper, rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql`(${query} LIMIT ${sql.raw(String(rows))})`;
}

/**
 * SQL that holds no values, written out to its text now, to be put into statements as it is: for
 * a long expression built the same way on every request, this saves building it each time.
 */
export function writtenOut(query: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error('SQL written out once must hold no values: it would keep the first ones');
  return sql.raw(text);
}

/**
 * A query run on nearly every request of a kind (the sign-in check, a chat message's
 * conversation), built once per database handle instead of on every call. `build` returns
 * Drizzle's prepared query: placeholders for its values, and a name, so that PostgreSQL parses and
 * plans it once per connection and later runs send only the values. Building a query cost as much
 * of the server's CPU as the database's answer to it (profiles of chat and of the sign-in check).
 */
export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    const existing = built.get(db);
    if (existing) return existing;
    const query = build(db);
    built.set(db, query);
    return query;
  };
}

function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database answered a raw query without rows');
  }
  return result.rows as Row[];
}

/**
 * queryRows for the statements every public page runs (a search's page, a listing's detail). On
 * PostgreSQL the statement is prepared once per connection, named after its text, and later runs
 * send only its parameters, so PostgreSQL neither parses nor plans it again: it runs the generic
 * plan it made the first time. Planning cost as much as running (about 2 of a 5 ms search at
 * 100,000 listings).
 *
 * The generic plan is asked for, not left to PostgreSQL. Left to itself it keeps planning each run
 * whenever the generic plan's estimate is dearer than the runs' own (a city search's list of
 * cities, unseen, looks commoner than it is), even though the plans run alike: the choices that
 * change a plan's shape (walk an index or collect the matches, city by city or not) are made here,
 * before the statement is written, and give different texts. The setting is made for this one
 * statement's transaction (SET LOCAL), on a connection of its own from the pool; the rest of the
 * app keeps PostgreSQL's choice.
 *
 * Only for statements whose every value is a parameter, so that their texts come in a few shapes:
 * each name stays prepared on its connection for the connection's life. In a transaction the
 * statement is prepared as well but planned as PostgreSQL chooses. PGlite, in process and with
 * one connection, runs it as queryRows does.
 */
export async function queryPreparedRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const statement = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(statement.sql).digest('base64url').slice(0, 24)}`;
  const pool = postgresPoolOf(db);
  if (!pool) return rowsOf<Row>(await db._.session.prepareQuery(statement, undefined, name, false).execute());
  // Logged as drizzle logs what it runs: the per-request query count and the bench's plans see it.
  loggerOf(db)?.logQuery(statement.sql, statement.params);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip, and the setting ends with the transaction whatever happens: nothing of it
    // is left on the connection, behind a transaction-mode PgBouncer included.
    await client.query('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_generic_plan');
    const result = await client.query({ name, text: statement.sql, values: statement.params });
    await client.query('COMMIT');
    return rowsOf<Row>(result);
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    // A connection whose transaction could not be ended is closed, never reused.
    client.release(broken);
  }
}

/** The logger the database was opened with (drizzle keeps it on its session). */
function loggerOf(db: DbOrTx): Logger | undefined {
  const session: object = db._.session;
  if (!('logger' in session) || typeof session.logger !== 'object' || session.logger === null) return undefined;
  return 'logQuery' in session.logger && typeof session.logger.logQuery === 'function' ? (session.logger as Logger) : undefined;
}

/** The node-postgres pool behind a database (drizzle's documented `$client`); none for PGlite or a transaction. */
function postgresPoolOf(db: DbOrTx): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}
