import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { serveClusterMetrics } from './modules/operations/cluster-metrics.js';

/** A worker that dies this soon after starting is failing to start, not crashing under load. */
const EARLY_EXIT_MS = 5000;
const MAX_EARLY_EXITS = 3;

export type ClusterCallbacks = {
  /** Runs once in the primary before any worker starts: migrations, admin account, demo data. */
  prepare(): Promise<void>;
  /** Told once every worker is listening. */
  onReady(workers: number): void;
  log(line: string): void;
};

/**
 * The primary of `npm run start:cluster`: N server processes sharing one port through Node's
 * cluster module, on one PostgreSQL. Each worker is a whole, stateless server — chat events
 * travel through LISTEN/NOTIFY, rate limits and images live in the database — so the same
 * processes can as well run on N machines behind a load balancer (see README, "Scaling out").
 * The primary prepares the database once so that workers never race to seed it, replaces a
 * worker that dies, on SIGHUP replaces the workers one at a time (a rolling restart: a new
 * release's code, with the port served throughout), and on SIGTERM or SIGINT lets every worker
 * drain before exiting.
 */
export async function runClusterPrimary(config: Config, callbacks: ClusterCallbacks): Promise<void> {
  const workers = config.cluster.workers;
  await callbacks.prepare();
  if (config.metricsToken !== undefined) serveClusterMetrics();
  let stopping = false;
  let earlyExits = 0;
  let listening = 0;
  const startedAt = new Map<Worker, number>();
  /** Workers a rolling restart has told to stop: their exit is expected, not replaced. */
  const retiring = new Set<Worker>();
  let restarting = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) callbacks.onReady(workers);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (retiring.delete(worker)) return;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    callbacks.log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    // A worker that cannot even start (bad configuration, database down) would otherwise be
    // restarted in a tight loop; give up and let the supervisor see the failure.
    if (lived < EARLY_EXIT_MS && ++earlyExits >= MAX_EARLY_EXITS) {
      callbacks.log('workers keep failing right after start; stopping');
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    callbacks.log(`${signal}: letting ${Object.keys(cluster.workers ?? {}).length} workers finish their requests`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // One worker at a time: its replacement listens first, then it drains and exits, so the port
  // always has every worker but at most one serving, and in-flight requests finish.
  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    const old = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    callbacks.log(`SIGHUP: replacing ${old.length} workers one at a time`);
    try {
      for (const worker of old) {
        if (stopping) return;
        const replacement = fork();
        await new Promise<void>((resolve, reject) => {
          replacement.once('listening', () => resolve());
          replacement.once('exit', () => reject(new Error(`worker ${replacement.process.pid} exited before listening`)));
        });
        retiring.add(worker);
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.process.kill('SIGTERM');
        await exited;
      }
      callbacks.log('SIGHUP: every worker replaced');
    } catch (error) {
      // The new code does not start: the old workers that are left keep serving.
      callbacks.log(`SIGHUP: rolling restart stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      restarting = false;
    }
  };
  process.on('SIGHUP', () => void restart());

  for (let i = 0; i < workers; i++) fork();
}
