import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process: a server on it notes its process id in
 * DATA_DIR/server.pid, so that `npm run backup` asks that server for the backup (SIGUSR2) instead
 * of opening the data directory a second time, and `npm run restore` refuses to replace it.
 */
const PID_FILE = 'server.pid';

/** Notes this process as the server of `dataDir`; the returned function removes the note. */
export function recordServerPid(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningServerPid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The process id of the live server on `dataDir`, or undefined (none noted, or it has died). */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dataDir, PID_FILE), 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    // Signal 0 delivers nothing: it only asks whether the process exists.
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
