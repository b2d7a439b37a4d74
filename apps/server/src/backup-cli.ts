// npm run backup: one backup file of the marketplace, while the server keeps serving.
// npm run restore -- <file> [--force]: that file back into an empty data directory or database.
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openPglite, openPostgres } from './db/client.js';
import { queryRows } from './db/sql.js';
import { uploadsFolderOf } from './lib/storage.js';
import {
  BackupError,
  databaseHoldsData,
  emptyDatabase,
  restoreBackup,
  writeBackup,
} from './modules/operations/backup.service.js';
import { runningServerPid } from './modules/operations/server-pid.js';

const SERVER_BACKUP_TIMEOUT_MS = 10 * 60_000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function backupFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.backup.gz')) : [];
}

async function backup(config: Config): Promise<void> {
  const pid = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (pid !== undefined) {
    // The running server has the embedded database open; a second process must not. It writes
    // the backup itself, and the new file appears under its final name only when complete.
    const before = new Set(backupFiles(config.backups.dir));
    process.kill(pid, 'SIGUSR2');
    console.log(`Asked the running server (process ${pid}) for a backup…`);
    const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const made = backupFiles(config.backups.dir).find((name) => !before.has(name));
      if (made) {
        console.log(`Backup written: ${path.join(config.backups.dir, made)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new BackupError('The server wrote no backup in 10 minutes; its log says why.');
  }
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  try {
    const result = await writeBackup({ db: database.db, backupDir: config.backups.dir, uploadsDir: uploadsFolderOf(config) });
    console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}; ${result.rows} rows, ${result.images} image files)`);
  } finally {
    await database.close();
  }
}

async function restoreIntoPostgres(config: Config, url: string, file: string, force: boolean): Promise<void> {
  const database = openPostgres(url, 2);
  try {
    const [others] = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if ((others?.count ?? 0) > 0) {
      throw new BackupError(`Other connections are open on this database (${others?.count}): stop the server before restoring.`);
    }
    if (await databaseHoldsData(database.db)) {
      if (!force) {
        throw new BackupError('This database is not empty. Restore into an empty one, or add --force to replace what it holds.');
      }
      await emptyDatabase(database.db);
    }
    const uploadsDir = uploadsFolderOf(config);
    const staging = uploadsDir && `${uploadsDir}.restoring`;
    if (staging) await rm(staging, { recursive: true, force: true });
    const result = await restoreBackup({ database, file, uploadsDir: staging });
    if (uploadsDir && staging) await swapIn(staging, uploadsDir);
    console.log(`Restored ${result.rows} rows and ${result.images} images from the backup of ${result.createdAt}.`);
  } finally {
    await database.close();
  }
}

/** Puts a restored folder where the live one was; the old one is removed only after the move. */
async function swapIn(restored: string, live: string): Promise<void> {
  const old = `${live}.replaced`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(live)) await rename(live, old);
  if (existsSync(restored)) await rename(restored, live);
  await rm(old, { recursive: true, force: true });
}

const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * The embedded engine restores into a new data directory beside the old one and swaps it in at
 * the end, so a restore that fails leaves the marketplace as it was, even with --force.
 */
async function restoreIntoPglite(config: Config, file: string, force: boolean): Promise<void> {
  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined) {
    throw new BackupError(`A server (process ${pid}) is running on ${config.dataDir}: stop it before restoring.`);
  }
  const pgdata = path.join(config.dataDir, 'pgdata');
  const uploadsDir = uploadsFolderOf(config);
  if (!force && (nonEmpty(pgdata) || (uploadsDir && nonEmpty(uploadsDir)))) {
    throw new BackupError(
      `${config.dataDir} already holds a marketplace. Restore into an empty data directory, or add --force to replace it.`,
    );
  }
  const staging = path.join(config.dataDir, 'restoring');
  await rm(staging, { recursive: true, force: true });
  const database = await openPglite(staging);
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup({
      database,
      file,
      uploadsDir: uploadsDir && path.join(staging, 'uploads'),
    });
  } catch (error) {
    await database.close();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await database.close();
  await swapIn(path.join(staging, 'pgdata'), pgdata);
  if (uploadsDir) await swapIn(path.join(staging, 'uploads'), uploadsDir);
  await rm(staging, { recursive: true, force: true });
  console.log(`Restored ${result.rows} rows and ${result.images} images from the backup of ${result.createdAt}.`);
}

async function restore(config: Config, args: string[]): Promise<void> {
  const force = args.includes('--force');
  const [file, ...rest] = args.filter((arg) => arg !== '--force');
  if (!file || rest.length > 0) throw new BackupError('Usage: npm run restore -- <backup file> [--force]');
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  if (config.databaseUrl) return restoreIntoPostgres(config, config.databaseUrl, path.resolve(file), force);
  return restoreIntoPglite(config, path.resolve(file), force);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') return backup(config);
  if (command === 'restore') return restore(config, args);
  throw new BackupError('Usage: backup | restore <file> [--force]');
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
