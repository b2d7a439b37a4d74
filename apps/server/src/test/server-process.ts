import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseEngine, type DatabaseHandle, openPglite, openPostgres, pgliteExtensions } from '../db/client.js';
import { serverRoot } from '../paths.js';

/**
 * The real server as `npm start` runs it: the bundled dist/main.js in its own Node process,
 * configured only through the environment. For tests of what happens to that process — a crash,
 * a signal — which `app.inject()` cannot show, and for the benchmark's servers (bench/server-process.ts).
 */

const repoRoot = path.resolve(serverRoot, '../..');
const serverEntry = path.join(serverRoot, 'dist/main.js');

type RepoScripts = {
  isStale(output: string, inputs: string[]): boolean;
  run(command: string, args: string[], options?: { stdio?: string }): Promise<number>;
  npmCommand: string;
  SERVER_INPUTS: string[];
};

/**
 * `npm start`'s build step for the server alone: rebuilds dist/main.js when a source is newer.
 * Test files of both engines run at once, so the build holds a lock: one builds, the other waits
 * and finds the bundle fresh, and neither starts a server from a half-written file.
 */
export async function buildServerIfStale(): Promise<void> {
  // Imported through a computed URL: scripts/lib.mjs is untyped JavaScript outside this package.
  const scripts = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib.mjs')).href)) as RepoScripts;
  const release = await lockBuild();
  try {
    if (!scripts.isStale('apps/server/dist/main.js', scripts.SERVER_INPUTS)) return;
    const code = await scripts.run(scripts.npmCommand, ['run', 'build', '-w', '@rentease/server'], { stdio: 'ignore' });
    if (code !== 0) throw new Error(`npm run build -w @rentease/server failed (exit code ${code})`);
  } finally {
    release();
  }
}

/** A lock directory (mkdir is atomic); one left by a crashed holder is taken over after a minute. */
async function lockBuild(): Promise<() => void> {
  const lock = path.join(tmpdir(), 'rentease-server-build.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const heldSinceMs = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (heldSinceMs > 60_000) rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`${lock} is held by another build`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type ServerSettings = {
  /** DATA_DIR: the embedded database and the uploaded images live here. */
  dataDir: string;
  /** DATABASE_URL; undefined runs the embedded engine in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string };
  /** More environment, e.g. CLUSTER_WORKERS. */
  env?: Record<string, string>;
  /** Sees every line the server writes (the benchmark echoes its warnings). */
  onLine?: (line: string) => void;
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** Settles when the process has exited, however it ended. */
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** The process's stdout and stderr so far (the tail), to explain a failure. */
  output(): string;
};

/** Settings for a server of one test file: a random signing key and admin password. */
export function serverSettings(database: { dataDir: string; databaseUrl: string | undefined }): ServerSettings {
  return {
    ...database,
    jwtSecret: randomBytes(48).toString('base64url'),
    admin: { email: 'admin@durability.test', password: randomBytes(12).toString('base64url') },
  };
}

/**
 * Starts dist/main.js on a free port and resolves once GET /api/health answers 200 (the server
 * has opened, recovered and migrated its database and is listening). A port taken by someone else
 * between choosing and binding it is retried on another.
 */
export async function startServerProcess(settings: ServerSettings, timeoutMs = 90_000): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer(settings, await freePort());
    try {
      await waitUntilHealthy(server, timeoutMs);
      return server;
    } catch (error) {
      server.signal('SIGKILL');
      await server.exited;
      if (attempt < 3 && /EADDRINUSE/.test(server.output())) continue;
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nServer output:\n${server.output()}`);
    }
  }
}

function spawnServer(settings: ServerSettings, port: number): ServerProcess {
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    TEST_DATABASE_URL: _test,
    BENCH_DATABASE_URL: _bench,
    NODE_ENV: _env,
    VITEST: _vitest,
    ...inherited
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: settings.jwtSecret,
    ADMIN_EMAIL: settings.admin.email,
    ADMIN_PASSWORD: settings.admin.password,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...settings.env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: repoRoot, env, stdio: 'pipe' });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      settings.onLine?.(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    exited,
    signal: (signal) => {
      if (isRunning(child)) child.kill(signal);
    },
    output: () => lines.join('\n'),
  };
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitUntilHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('The server exited during start-up.');
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet (or still opening its database).
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${server.baseUrl}/api/health within ${timeoutMs / 1000} s.`);
}

/** SIGTERM, then SIGKILL if it has not exited in time; resolves with how it exited. */
export async function stopServerProcess(server: ServerProcess | undefined, graceMs = 15_000): Promise<Exit | undefined> {
  if (!server) return undefined;
  server.signal('SIGTERM');
  const timer = setTimeout(() => server.signal('SIGKILL'), graceMs);
  const exit = await server.exited;
  clearTimeout(timer);
  return exit;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('Could not find a free port.');
  return address.port;
}

export type ThrowawayDatabase = {
  engine: DatabaseEngine;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the database in this process (the embedded engine: only while no server holds it). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

/**
 * A database of its own for a server process. PostgreSQL: an empty database on the test server,
 * which the server migrates itself when it starts (named after the run's template, so the global
 * teardown drops it even if this file cannot). Embedded: a temporary DATA_DIR holding a copy of
 * the run's migrated snapshot, because a cold PGlite initdb costs 4 s on an idle machine and half
 * a minute on a busy one, and creating a data directory is not what these tests are about.
 */
export async function createThrowawayDatabase(
  engine: DatabaseEngine,
  source: { pgliteSnapshot: string } | { postgresTemplateUrl: string },
): Promise<ThrowawayDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-durability-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    if (!('pgliteSnapshot' in source)) throw new Error('the embedded engine needs the migrated snapshot');
    await unpackPgliteSnapshot(source.pgliteSnapshot, path.join(dataDir, 'pgdata'));
    return { engine, dataDir, databaseUrl: undefined, open: () => openPglite(dataDir), drop: async () => removeDataDir() };
  }
  if (!('postgresTemplateUrl' in source)) throw new Error('PostgreSQL needs the template database URL');
  const template = new URL(source.postgresTemplateUrl);
  const name = `${template.pathname.slice(1)}_durability_${randomBytes(4).toString('hex')}`;
  const maintenance = new URL(source.postgresTemplateUrl);
  maintenance.pathname = '/postgres';
  const runOnServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await runOnServer(`CREATE DATABASE ${name}`);
  const url = new URL(source.postgresTemplateUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    open: async () => openPostgres(url.toString(), 2),
    async drop() {
      await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDataDir();
    },
  };
}

/**
 * The snapshot is a plain tar of a PGlite data directory: unpacked with the system's tar it is
 * ready at once; PGlite's own loader (which boots the database to do it) is the fallback.
 */
async function unpackPgliteSnapshot(snapshot: string, pgdata: string): Promise<void> {
  mkdirSync(pgdata, { recursive: true });
  const untar = spawn('tar', ['-xf', snapshot, '-C', pgdata], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => {
    untar.once('exit', resolve);
    untar.once('error', () => resolve(null));
  });
  if (code === 0) return;
  rmSync(pgdata, { recursive: true, force: true });
  const loadDataDir = new Blob([new Uint8Array(readFileSync(snapshot))]);
  const client = await PGlite.create(pgdata, { loadDataDir, extensions: pgliteExtensions });
  await client.close();
}
