import { ConfigError, loadConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-seed.js';
import { startServer } from './server.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const started = performance.now();
  const server = await startServer(config);
  const ms = Math.round(performance.now() - started);
  const engine = server.database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';

  const lines = [
    '',
    `  RentEase is running at ${server.url}  (${engine}, ready in ${ms} ms)`,
    '',
    `  Admin      ${config.admin.email}${config.admin.isDemo ? ` / ${config.admin.password}   (set ADMIN_EMAIL and ADMIN_PASSWORD to change)` : ''}   → ${server.url}/admin/login`,
  ];
  if (server.hasDemoAccounts) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(9)} ${account.email}`);
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('RentEase failed to start:', error);
  process.exit(1);
});
