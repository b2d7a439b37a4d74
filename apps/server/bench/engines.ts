import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseEngine, type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.js';

/**
 * A throwaway database for one engine: where the bench process seeds it, and the environment the
 * server child needs to use it. `dispose` removes everything the benchmark created.
 */
export type EngineTarget = {
  engine: DatabaseEngine;
  label: string;
  /** Always set: PGlite keeps its data here; with PostgreSQL the server puts its uploads folder here. */
  dataDir: string;
  databaseUrl: string | undefined;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

export function createPgliteTarget(): EngineTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-bench-pglite-'));
  return {
    engine: 'pglite',
    label: 'embedded (PGlite)',
    dataDir,
    databaseUrl: undefined,
    open: () => openPglite(dataDir),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database `rentease_bench_<random>` on the server of `serverUrl`, dropped by dispose(). */
export async function createPostgresTarget(serverUrl: string): Promise<EngineTarget> {
  const name = `rentease_bench_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-bench-pg-'));
  return {
    engine: 'postgres',
    label: `PostgreSQL server (${url.host}/${name})`,
    dataDir,
    databaseUrl,
    open: async () => openPostgres(databaseUrl),
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      // FORCE: a crashed server child may still hold connections.
      await runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** CREATE/DROP DATABASE cannot run in a transaction or on the target database, hence a plain client on the given one. */
async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Server version string, for the report. */
export async function engineVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ server_version: string }>(await handle.db.execute('SHOW server_version'));
  return row?.server_version ?? 'unknown';
}

/** Both drivers answer db.execute() with a `{ rows }` result; Drizzle types it as unknown across engines. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('Unexpected db.execute() result: no rows array');
  return rows as T[];
}
