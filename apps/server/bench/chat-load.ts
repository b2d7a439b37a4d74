import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { type ChatDatabaseCheck, type ChatSeedSummary, checkChatDatabase, seedChat } from './chat-seed.js';
import { type ChatClient, ChatFleet, runTraffic, type TrafficResult } from './chat-traffic.js';
import { type EngineTarget, engineVersion, rowsOf } from './engines.js';
import { type LoadResult, nextLink, runScenarios } from './load.js';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { signToken } from './tokens.js';

/**
 * The chat benchmark (issue: 1,000 WebSocket clients in 500 conversations through two server
 * processes on one PostgreSQL). Seeds conversations directly into the database, starts the server
 * processes with one JWT secret, puts each conversation's tenant on one process and its landlord on
 * the other so every message crosses processes through LISTEN/NOTIFY, and has every client send
 * a message every few seconds through the REST API while all of them listen on their sockets.
 * It reports delivery latency (send → the other participant's socket), losses and duplicates,
 * then the conversation summary of a landlord with 1,000 conversations under autocannon, and
 * finally checks the database with the servers stopped.
 */

export type ChatSettings = {
  /** WebSocket clients, two per conversation (BENCH_CHAT_CLIENTS, default 1000). */
  clients: number;
  /** Seconds of sending (BENCH_CHAT_DURATION, default 30). */
  durationS: number;
  /** Mean time between one client's messages (BENCH_CHAT_INTERVAL_MS, default 3000). */
  intervalMs: number;
  /** Messages sent in the first seconds are checked for delivery but left out of the latency figures. */
  warmupS: number;
  /** autocannon seconds (and warm-up) per summary row: the bench's BENCH_DURATION and BENCH_WARMUP. */
  summaryDurationS: number;
  summaryWarmupS: number;
};

export const CHAT_TARGETS = { deliveryP99Ms: 100, summaryP99Ms: 25 } as const;
export const HEAVY_CONVERSATIONS = 1000;
/**
 * Passed to every server: each client sends about 20 messages a minute, under the production
 * limit of 60 per sender, but a slow answer followed by the next message makes bursts; the bench
 * measures delivery, not the limit. The scale raises the limit only: every send is still counted
 * (in the database, shared by the processes), as in production. Any 429 shows in the send statuses.
 */
export const RATE_LIMIT_SCALE = 1000;
const SUMMARY_CONNECTIONS = [1, 10] as const;
const TRAFFIC_SEED = 11;

export type ChatBenchResult = {
  /** Server processes; 1 on PGlite, which admits one process, so nothing crosses processes there. */
  processes: number;
  settings: ChatSettings;
  rateLimitScale: number;
  version: string | undefined;
  seed: ChatSeedSummary;
  traffic: TrafficResult;
  /**
   * CPU used during the send phase and drain, in % of one core (the machine: % of all cores busy).
   * databasePercent: the PostgreSQL backends serving this database (the servers' pools and
   * listeners), when PostgreSQL runs on this machine; undefined otherwise (on PGlite it is inside
   * the server's figure).
   */
  cpu: {
    benchPercent: number;
    serversPercent: (number | undefined)[];
    databasePercent: number | undefined;
    databaseBackends: number;
    machineBusyPercent: number;
    cores: number;
  };
  /** The machine's 1-minute load average when the send phase ended. */
  loadAverage: number;
  summary: {
    /** One request before the load: status, conversations on the first page, whether a next page is linked. */
    probe: { status: number; conversations: number; hasNext: boolean };
    load: LoadResult[];
  };
  database: ChatDatabaseCheck & { expectedBenchMessages: number };
};

type Defer = (cleanup: () => Promise<void>) => () => Promise<void>;

export async function runChatBench(
  target: EngineTarget,
  settings: ChatSettings,
  options: { processes: 1 | 2; defer: Defer; log: (line: string) => void },
): Promise<ChatBenchResult> {
  const { processes, defer, log } = options;
  const pairs = Math.floor(settings.clients / 2);
  log(`[${target.label}] chat: seeding ${pairs} conversations and a landlord with ${HEAVY_CONVERSATIONS}…`);
  const handle = await target.open();
  let seed: Awaited<ReturnType<typeof seedChat>>;
  let version: string | undefined;
  try {
    seed = await seedChat(handle, { pairs, heavyConversations: HEAVY_CONVERSATIONS }, log);
    version = await engineVersion(handle);
  } finally {
    await handle.close();
  }

  // One secret for every process: a token signed for one is valid on the other, as behind a load balancer.
  const jwtSecret = randomBytes(48).toString('base64url');
  const env = { JWT_SECRET: jwtSecret, RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) };
  const servers: ServerProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  let traffic: TrafficResult;
  let cpu: ChatBenchResult['cpu'];
  let loadAverage: number;
  let summary: ChatBenchResult['summary'];
  try {
    // One after the other: both run migrations at start (a no-op after the seed, but not a race worth having).
    for (let i = 0; i < processes; i++) {
      log(`[${target.label}] chat: starting server process ${i + 1} of ${processes}…`);
      const server = await startServerProcess(target, env);
      servers.push(server);
      stops.push(defer(() => server.stop()));
    }
    const clients = clientsOf(seed.pairs, servers, jwtSecret);
    const fleet = new ChatFleet(clients);
    const closeFleet = defer(() => fleet.close());
    // PGlite admits one process: its database is inside the server, and so is its CPU time.
    const observer = target.engine === 'postgres' ? await target.open() : undefined;
    try {
      log(`[${target.label}] chat: connecting ${clients.length} WebSocket clients…`);
      await fleet.connect();
      const before = await cpuSnapshot(servers, observer);
      traffic = await runTraffic(
        fleet,
        clients,
        { durationS: settings.durationS, intervalMs: settings.intervalMs, warmupS: settings.warmupS, seed: TRAFFIC_SEED },
        log,
      );
      loadAverage = loadavg()[0] ?? Number.NaN;
      cpu = await cpuUsedSince(before, servers, observer);
    } finally {
      await observer?.close();
      await closeFleet();
    }
    log(`[${target.label}] chat: conversation summary of the landlord with ${HEAVY_CONVERSATIONS} conversations…`);
    summary = await summaryLoad(servers[0], seed.heavyLandlordId, jwtSecret, settings, log);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }

  log(`[${target.label}] chat: checking the database…`);
  const check = await target.open();
  try {
    const database = await checkChatDatabase(check.db);
    return {
      processes,
      settings,
      rateLimitScale: RATE_LIMIT_SCALE,
      version,
      seed: seed.summary,
      traffic,
      cpu,
      loadAverage,
      summary,
      database: { ...database, expectedBenchMessages: traffic.sends.acknowledged },
    };
  } finally {
    await check.close();
  }
}

/**
 * Two clients per conversation. With two processes, the tenant of an even conversation is on the
 * first and its landlord on the second, and the other way round for odd ones: every message
 * crosses processes, and each process sends and delivers half of them.
 */
function clientsOf(pairs: readonly ChatClient['pair'][], servers: readonly ServerProcess[], jwtSecret: string): ChatClient[] {
  const serverAt = (n: number) => servers[n % servers.length]?.baseUrl ?? '';
  return pairs.flatMap((pair, n) => [
    {
      userId: pair.tenantId,
      otherId: pair.landlordId,
      pair,
      baseUrl: serverAt(n),
      token: signToken(jwtSecret, pair.tenantId, 'tenant'),
    },
    {
      userId: pair.landlordId,
      otherId: pair.tenantId,
      pair,
      baseUrl: serverAt(n + 1),
      token: signToken(jwtSecret, pair.landlordId, 'landlord'),
    },
  ]);
}

/** The first page (default limit) of the heavy landlord's conversation summary, after one probe request. */
async function summaryLoad(
  server: ServerProcess | undefined,
  landlordId: string,
  jwtSecret: string,
  settings: ChatSettings,
  log: (line: string) => void,
): Promise<ChatBenchResult['summary']> {
  if (!server) throw new Error('No server process for the summary load.');
  const token = signToken(jwtSecret, landlordId, 'landlord');
  const path = `/api/messages/summary/${landlordId}/landlord`;
  const response = await fetch(new URL(path, server.baseUrl), { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => undefined)) as { conversations?: unknown[] } | undefined;
  const probe = {
    status: response.status,
    conversations: body?.conversations?.length ?? 0,
    hasNext: nextLink(response.headers.get('link')) !== undefined,
  };
  const scenarios = SUMMARY_CONNECTIONS.map((connections) => ({
    name: `conversation summary, landlord with ${HEAVY_CONVERSATIONS} conversations`,
    endpoint: `GET /api/messages/summary/{userId}/landlord (${HEAVY_CONVERSATIONS} conv., first page)`,
    connections,
    paths: [{ path, token }],
    targetP99Ms: CHAT_TARGETS.summaryP99Ms,
  }));
  const options = { baseUrl: server.baseUrl, durationS: settings.summaryDurationS, warmupS: settings.summaryWarmupS };
  return { probe, load: await runScenarios(scenarios, options, log) };
}

type CpuSnapshot = {
  at: number;
  bench: NodeJS.CpuUsage;
  servers: (number | undefined)[];
  /** CPU ms of each database backend by pid; undefined when they are not processes on this machine. */
  backends: Map<number, number> | undefined;
  machine: { busy: number; total: number };
};

async function cpuSnapshot(servers: readonly ServerProcess[], observer: DatabaseHandle | undefined): Promise<CpuSnapshot> {
  return {
    at: performance.now(),
    bench: process.cpuUsage(),
    servers: servers.map((s) => processCpuMs(s.pid)),
    backends: await backendCpu(observer),
    machine: machineTimes(),
  };
}

async function cpuUsedSince(
  before: CpuSnapshot,
  servers: readonly ServerProcess[],
  observer: DatabaseHandle | undefined,
): Promise<ChatBenchResult['cpu']> {
  const wallMs = performance.now() - before.at;
  const bench = process.cpuUsage(before.bench);
  const machine = machineTimes();
  const backends = await backendCpu(observer);
  // A backend that appeared during the run (the pools open connections as load grows) counts whole.
  const databaseMs =
    before.backends && backends
      ? [...backends].reduce((sum, [pid, ms]) => sum + ms - (before.backends?.get(pid) ?? 0), 0)
      : undefined;
  return {
    benchPercent: ((bench.user + bench.system) / 1000 / wallMs) * 100,
    serversPercent: servers.map((s, i) => {
      const was = before.servers[i];
      const now = processCpuMs(s.pid);
      return was === undefined || now === undefined ? undefined : ((now - was) / wallMs) * 100;
    }),
    databasePercent: databaseMs === undefined ? undefined : (databaseMs / wallMs) * 100,
    databaseBackends: backends?.size ?? 0,
    machineBusyPercent: ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * 100,
    cores: cpus().length,
  };
}

/**
 * CPU ms of every PostgreSQL backend connected to this database but the observer's own, when they
 * are postgres processes on this machine (a remote server's pids mean nothing here).
 */
async function backendCpu(observer: DatabaseHandle | undefined): Promise<Map<number, number> | undefined> {
  if (!observer) return undefined;
  const rows = rowsOf<{ pid: number }>(
    await observer.db.execute(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    ),
  );
  const isLocalPostgres = (pid: number) =>
    existsSync(`/proc/${pid}/comm`) && readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  if (rows.length === 0 || !rows.every((row) => isLocalPostgres(row.pid))) return undefined;
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU time (user + system) of a process from /proc, in ms; undefined off Linux. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every Linux this runs on.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const t = cpu.times;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
    busy += t.user + t.nice + t.sys + t.irq;
  }
  return { busy, total };
}
