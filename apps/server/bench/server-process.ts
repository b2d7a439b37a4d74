import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcess as startProcess, stopServerProcess } from '../src/test/server-process.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webDistDir = path.join(repoRoot, 'apps/web/dist');

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

/**
 * Starts dist/main.js (through the tests' server runner) on a free port against the given database,
 * with a signing key the benchmark knows, and resolves once /api/health answers. The server's
 * warnings and errors are echoed, so a benchmark that goes wrong says why.
 */
export async function startServerProcess(
  database: { dataDir: string; databaseUrl: string | undefined },
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const { JWT_SECRET: givenSecret, ...env } = extraEnv;
  const jwtSecret = givenSecret ?? randomBytes(48).toString('base64url');
  const server = await startProcess(
    {
      ...database,
      jwtSecret,
      admin: { email: 'bench-admin@rentease.bench', password: randomBytes(12).toString('base64url') },
      env,
      onLine: (line) => {
        if (/"level":\s*(40|50|60)/.test(line)) console.error(`  [server] ${line.slice(0, 300)}`);
      },
    },
    120_000,
  );
  return {
    baseUrl: server.baseUrl,
    jwtSecret,
    pid: server.pid,
    stop: async () => {
      await stopServerProcess(server);
    },
  };
}
