import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseEngine,
  type DatabaseHandle,
  openPostgres,
  pgliteExtensions,
  wrapPglite,
} from '../db/client.js';
import { queryRows } from '../db/sql.js';
import { buildServerIfStale, createThrowawayDatabase, type ThrowawayDatabase } from './server-process.js';

export type TestDatabaseHandle = DatabaseHandle & {
  /**
   * The same database as another server process would see it: on PostgreSQL a new pool and its
   * own LISTEN connection; the embedded engine lives in one process, so it shares this handle.
   */
  connectAgain(): DatabaseHandle;
};

/**
 * Runs `work` on the PostgreSQL database `db` is open on, through a pool of a single connection:
 * what one statement leaves on its connection (prepared statements, settings, an open transaction)
 * is then what the next one finds. PostgreSQL test project only.
 */
export async function onOneConnection<T>(db: Database, work: (one: Database) => Promise<T>): Promise<T> {
  const one = openPostgres(await postgresUrlOf(db), 1);
  try {
    return await work(one.db);
  } finally {
    await one.close();
  }
}

/** The URL of the PostgreSQL database `db` is open on, to open other connections to it. PostgreSQL test project only. */
export async function postgresUrlOf(db: Database): Promise<string> {
  const [current] = await queryRows<{ name: string }>(db, sql`SELECT current_database() AS name`);
  const url = new URL(inject('postgresTemplateUrl'));
  url.pathname = `/${current?.name}`;
  return url.toString();
}

/** A freshly migrated database of the engine this test project runs on, private to one file. */
export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  if (inject('dbEngine') === 'postgres') return openPostgresCopy(inject('postgresTemplateUrl'));
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const handle = wrapPglite(await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions }));
  return { ...handle, connectAgain: () => ({ ...handle, close: async () => undefined }) };
}

async function openPostgresCopy(templateUrl: string): Promise<TestDatabaseHandle> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${randomBytes(4).toString('hex')}`;
  const maintenance = new URL(templateUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  } finally {
    await admin.end();
  }
  const copyUrl = new URL(templateUrl);
  copyUrl.pathname = `/${name}`;
  const handle = openPostgres(copyUrl.toString(), 5);
  return {
    ...handle,
    connectAgain: () => openPostgres(copyUrl.toString(), 5),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: maintenance.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * What a test of the real server process needs first: dist/main.js built, and a throwaway
 * database of `engine` (default: this project's) made from the run's migrated template, for the
 * process to open by itself (server-process.ts).
 */
export async function prepareServerProcess(engine: DatabaseEngine = inject('dbEngine')): Promise<ThrowawayDatabase> {
  await buildServerIfStale();
  return createThrowawayDatabase(
    engine,
    engine === 'pglite' ? { pgliteSnapshot: inject('pgliteSnapshot') } : { postgresTemplateUrl: inject('postgresTemplateUrl') },
  );
}
