import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-seed.js';
import { shownUrl } from './lib/public-url.js';
import { diskFolderOf } from './lib/storage.js';
import { writeBackup } from './modules/operations/backup.service.js';
import { recordServerPid } from './modules/operations/server-pid.js';
import { warmGazetteer } from './modules/places/gazetteer.service.js';
import { type PreparedDatabase, prepareDatabase, startServer } from './server.js';

function banner(config: Config, url: string, prepared: PreparedDatabase, detail: string): string {
  const lines = [
    '',
    `  RentEase is running at ${url}  (${detail})`,
    '',
    `  Admin      ${config.admin.email}${config.admin.isDemo ? ` / ${config.admin.password}   (set ADMIN_EMAIL and ADMIN_PASSWORD to change)` : ''}   → ${url}/admin/login`,
  ];
  if (prepared.hasDemoAccounts) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(9)} ${account.email}`);
  }
  return `${lines.join('\n')}\n`;
}

/** N processes on one port: the primary prepares the database once, then forks the workers. */
async function runPrimary(config: Config, started: number) {
  let prepared: PreparedDatabase | undefined;
  await runClusterPrimary(config, {
    async prepare() {
      const database = await openDatabase(config);
      try {
        prepared = await prepareDatabase(database, config);
      } finally {
        await database.close();
      }
    },
    onReady(workers) {
      const ms = Math.round(performance.now() - started);
      const detail = `${workers} processes on a PostgreSQL server, ready in ${ms} ms`;
      if (prepared) console.log(banner(config, shownUrl(config), prepared, detail));
    },
    log: (line) => console.log(line),
  });
}

async function runServer(config: Config, started: number) {
  const isWorker = cluster.isWorker;
  const server = await startServer(config, { prepare: !isWorker });
  // Its own thread builds the place index now, so the first 'near a place' search does not wait for it.
  warmGazetteer();
  if (!isWorker) {
    const ms = Math.round(performance.now() - started);
    const engine = server.database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
    console.log(banner(config, server.url, server, `${engine}, ready in ${ms} ms`));
  }

  // The embedded database is this process's alone: `npm run backup` finds it here and asks for a
  // backup with SIGUSR2 (see server-pid.ts).
  const forgetPid = server.database.engine === 'pglite' ? recordServerPid(config.dataDir) : () => undefined;
  process.on('SIGUSR2', () => {
    writeBackup({ db: server.database.db, backupDir: config.backups.dir, uploadsDir: diskFolderOf(server.storage) })
      .then((backup) => server.app.log.info({ backup }, 'backup written (asked by SIGUSR2)'))
      .catch((error: unknown) => server.app.log.error({ err: error }, 'backup failed'));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // Requests in flight finish, sockets hear 1001 and reconnect elsewhere, queue workers end their
    // job; whatever is still running when the grace is over is cut, and the exit code says so.
    const cut = setTimeout(() => {
      server.app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace over; exiting with work unfinished');
      process.exit(1);
    }, config.shutdownGraceMs);
    await server.close();
    forgetPid();
    clearTimeout(cut);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const started = performance.now();
  if (config.cluster.workers > 1 && cluster.isPrimary) return runPrimary(config, started);
  return runServer(config, started);
}

main().catch((error: unknown) => {
  console.error('RentEase failed to start:', error);
  process.exit(1);
});
