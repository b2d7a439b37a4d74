import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webDistDir = path.join(repoRoot, 'apps/web/dist');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

type RepoScripts = {
  buildIfStale(options?: { force?: boolean }): Promise<number>;
  run(command: string, args: string[]): Promise<number>;
  npmCommand: string;
};

/**
 * The same "build what is missing or stale" step as `npm start`. Imported through a computed URL
 * because scripts/lib.mjs is untyped JavaScript outside this package.
 */
export async function buildIfStale(): Promise<void> {
  const scripts = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib.mjs')).href)) as RepoScripts;
  const code = await scripts.buildIfStale();
  if (code !== 0) throw new Error(`Build failed (exit code ${code}).`);
  // A web build that predates `manifest: true` is not stale by mtime but has no manifest.
  if (!existsSync(path.join(webDistDir, '.vite/manifest.json'))) {
    const webCode = await scripts.run(scripts.npmCommand, ['run', 'build', '-w', '@rentease/web']);
    if (webCode !== 0) throw new Error(`Web build failed (exit code ${webCode}).`);
  }
}

export type ServerProcess = {
  baseUrl: string;
  /** The key the server signs and verifies tokens with, so the benchmark can sign tokens for seeded users. */
  jwtSecret: string;
  /** The server's process id, to read the CPU time it used (chat-load.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
};

/** Starts dist/main.js on a free port against the given database and resolves once /api/health answers. */
export async function startServerProcess(
  database: { dataDir: string; databaseUrl: string | undefined },
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const jwtSecret = randomBytes(48).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...withoutDatabaseVariables(process.env),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@rentease.bench',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    JWT_SECRET: jwtSecret,
    ...extraEnv,
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: repoRoot, env, stdio: 'pipe' });
  const output = captureOutput(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nServer output:\n${output.text()}`);
  }
  return { baseUrl, jwtSecret: env.JWT_SECRET ?? jwtSecret, pid: child.pid, stop };
}

function withoutDatabaseVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, TEST_DATABASE_URL: _test, BENCH_DATABASE_URL: _bench, ...rest } = env;
  return rest;
}

/** Keeps the tail of the child's output to explain a failed start; warnings during the run are echoed. */
function captureOutput(child: ChildProcess): { text(): string } {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (/"level":\s*(40|50|60)/.test(line)) console.error(`  [server] ${line.slice(0, 300)}`);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { text: () => lines.join('\n') };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start-up (code ${child.exitCode}).`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s.`);
}

/** SIGTERM lets the server close its database cleanly (PGlite flushes to disk); SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('Could not find a free port.');
  return address.port;
}
