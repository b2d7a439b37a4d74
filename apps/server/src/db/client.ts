import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { queryCounter } from '../lib/query-count.js';
import { migrationsFolder } from '../paths.js';
import { InProcessPubSub, PostgresPubSub, type PubSub } from './pubsub.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Database | Transaction;

export type DatabaseEngine = 'pglite' | 'postgres';

/** A PostgreSQL pool's connections right now (pg.Pool's counts). */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** Events between server processes (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  pubsub: PubSub;
  /** Applies the committed SQL migrations (idempotent); `folder` another set of them (a restore's). */
  migrate(folder?: string): Promise<void>;
  /**
   * Raw SQL on the same connection(s) as `db`, for the job queue (pg-boss's `db` adapter): its
   * migrations send several statements in one text, which PGlite's query() refuses.
   */
  executeSql: SqlExecutor;
  /** The pool's connections right now (PostgreSQL; the embedded engine has one connection and no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

/** The PGlite extensions our migrations use (trigram search; gist for exclusion constraints). */
export const pgliteExtensions = { pg_trgm, btree_gist };

/** Opens the embedded PostgreSQL (PGlite) persisted in `dataDir`, or in memory when undefined. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pgdata') : undefined, {
    extensions: pgliteExtensions,
  });
  return wrapPglite(client);
}

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema, logger: queryCounter });
  const pubsub = new InProcessPubSub();
  return {
    db: db satisfies Database,
    engine: 'pglite',
    pubsub,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // exec runs several statements; the last one's rows are the answer, as with pg.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    async close() {
      await pubsub.close();
      await client.close();
    },
  };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits 'error'; the pool replaces it, so log nothing
  // here and let the next query surface a real outage.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, logger: queryCounter });
  const pubsub = new PostgresPubSub(url, pool);
  return {
    db: db satisfies Database,
    engine: 'postgres',
    pubsub,
    executeSql: (text, values) => pool.query(text, values),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: (folder = migrationsFolder) => withMigrationLock(url, () => migratePg(db, { migrationsFolder: folder })),
    async close() {
      await pubsub.close();
      await pool.end();
    },
  };
}

/** Any fixed number: the key of the advisory lock that every process migrating this database takes. */
const MIGRATION_LOCK_KEY = 7_304_281_765;

/**
 * Several server processes starting together on one database would otherwise run the same
 * migrations at once (Drizzle's migrator takes no lock): the first wins, the others fail on
 * "already exists". A session advisory lock on a connection of its own, outside the pool, so
 * that a pool of one can still migrate; the next process finds the work done and applies nothing.
 */
async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock below never runs.
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/** PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
