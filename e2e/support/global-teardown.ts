import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Playwright stops the web server only after this runs, so the server is stopped here first
 * (SIGTERM to the process its DATA_DIR/server.pid names, as an operator would) and its data
 * directory removed once it has exited: a running server keeps writing there (the job queue's
 * polling, an email to the outbox), and a file written during the removal fails it.
 */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return;
  const pidFile = path.join(dir, 'server.pid');
  const pid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8'), 10) : Number.NaN;
  if (Number.isInteger(pid) && isRunning(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; waited < 20_000 && isRunning(pid); waited += 100) await delay(100);
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
