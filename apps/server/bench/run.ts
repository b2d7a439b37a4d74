import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { measureBundles } from './bundle-sizes.js';
import { type ChatSettings, runChatBench } from './chat-load.js';
import { type CheckoutRoundResult, runCheckoutRound, TenantPool } from './checkout-flow.js';
import { checkIntegrity } from './checkout-integrity.js';
import { type SearchTerms, searchTerms } from './dataset.js';
import { MAX_STAYS_PER_LISTING } from './dataset-bookings.js';
import { createPgliteTarget, createPostgresTarget, type EngineTarget, engineVersion } from './engines.js';
import { coldInvoice, historyScenarios } from './history-load.js';
import { type LoadOptions, type LoadPath, type LoadResult, type LoadScenario, probe, runScenarios, walkPages } from './load.js';
import { explainApiQueries } from './plans.js';
import { startReferenceServer } from './reference-server.js';
import {
  type BenchReport,
  DATABASE_REFERENCE_ROW,
  type EngineReport,
  formatReport,
  type TermCount,
  writeJsonReport,
} from './report.js';
import { formatScaling, runScalingCurve, SCALING_SIZE_1M, SCALING_SIZES, type ScalingReport } from './scaling.js';
import { CITY_COUNT, type SeedResult, type SeedSample, seedMarketplace } from './seed-listings.js';
import { buildIfStale, repoRoot, type ServerProcess, startServerProcess } from './server-process.js';
import { formatWebBudgets, measureWebBudgets } from './web-budgets.js';

/**
 * `npm run bench`: seeds a large marketplace (listings, and bookings with their payments) into
 * each engine, loads the API with autocannon, drives checkouts to measure confirmation throughput
 * and checks the database afterwards, explains the API's queries, measures a bare route as the
 * machine's ceiling, and the web bundle per route and Lighthouse scores. It reports figures, and the issue's targets beside them; nothing passes or fails on timings.
 *
 * Environment: BENCH_LISTINGS (default 100000), BENCH_BOOKINGS (default 200000), BENCH_DURATION
 * and BENCH_WARMUP (seconds per load row, default 10 and 2), BENCH_DATABASE_URL or else
 * TEST_DATABASE_URL (also bench a PostgreSQL server, in a throwaway database created and dropped there),
 * BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per page, default 3; 0 skips the web budgets).
 *
 * Chat (chat-load.ts, in a throwaway database of its own per engine): BENCH_CHAT_CLIENTS (default
 * 1000, two per conversation), BENCH_CHAT_DURATION (seconds of sending, default 30),
 * BENCH_CHAT_INTERVAL_MS (default 3000); BENCH_CHAT_PGLITE=1 also runs it, in one process, on the
 * embedded engine. BENCH_ONLY=chat runs nothing else (no marketplace seed, no bundles).
 *
 * Search against the ceiling: BENCH_ONLY=search seeds the marketplace, explains the searches'
 * statements, and runs only the bare-route rows and the uncached search rows at 50 connections
 * (the map searches — bbox, near + radiusKm, sort=distance — at 1 connection too), on PostgreSQL
 * alone when a URL is given (else on the embedded engine), and prints each as a share of the bare
 * route beside its target.
 *
 * Bookings and payments: BENCH_ONLY=bookings seeds the marketplace, explains the booking, payment
 * and checkout statements, and runs only the booking and payment rows, the checkout rounds and the
 * database check after them, on PostgreSQL alone when a
 * URL is given (else on the embedded engine).
 *
 * Scaling curve (scaling.ts): BENCH_ONLY=scaling runs only the search and summary endpoints at
 * 1k, 10k and 100k listings and chat messages, side by side; BENCH_SCALING_1M=1 adds 1M,
 * BENCH_SCALING_SIZES=1000,5000 replaces the sizes.
 */

type Settings = {
  listings: number;
  bookings: number;
  durationS: number;
  warmupS: number;
  postgresUrl: string | undefined;
  only: 'chat' | 'scaling' | 'search' | 'bookings' | undefined;
  scalingSizes: number[];
  chat: ChatSettings & { onPglite: boolean };
  /** Lighthouse runs per page for the web budgets (median reported); 0 skips them. */
  lighthouseRuns: number;
};

const RESULTS_FILE = path.join(import.meta.dirname, 'results/latest.json');
/** A chat-only run leaves the last full report where it is. */
const CHAT_RESULTS_FILE = path.join(import.meta.dirname, 'results/chat-latest.json');
const SEARCH_RESULTS_FILE = path.join(import.meta.dirname, 'results/search-latest.json');
const BOOKINGS_RESULTS_FILE = path.join(import.meta.dirname, 'results/bookings-latest.json');
const WEB_RESULTS_FILE = path.join(import.meta.dirname, 'results/web-latest.json');
const SCALING_RESULTS_FILE = path.join(import.meta.dirname, 'results/scaling-latest.json');
const DEEP_PAGES = 20;
const DEEP_PAGE_ROUNDS = 3;
/** Checkout rounds: listings booked one at a time, then with 50 clients at once (capped by the spare listings). */
const CHECKOUT_ROUNDS = [
  { connections: 1, listings: 150, spareShare: 0.05 },
  { connections: 50, listings: 1500, spareShare: 0.5 },
] as const;

const progress = (line: string) => console.error(line);

/** Cleanups still owed (servers to stop, databases to drop), run on the way out, Ctrl-C included. */
const pendingCleanups = new Set<() => Promise<void>>();

function defer(cleanup: () => Promise<void>): () => Promise<void> {
  const once = async () => {
    if (!pendingCleanups.delete(once)) return;
    await cleanup();
  };
  pendingCleanups.add(once);
  return once;
}

async function runPendingCleanups(): Promise<void> {
  for (const cleanup of [...pendingCleanups].reverse()) {
    await cleanup().catch((error: unknown) => progress(`cleanup failed: ${String(error)}`));
  }
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const positive = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min} (got ${raw}).`);
    return value;
  };
  // Every city needs at least one listing, so the cities table ends with all of them.
  const listings = positive('BENCH_LISTINGS', 100_000, CITY_COUNT);
  const bookings = positive('BENCH_BOOKINGS', 200_000, 0);
  const maxBookings = Math.floor((listings * MAX_STAYS_PER_LISTING) / 2);
  if (bookings > maxBookings) throw new Error(`BENCH_BOOKINGS must be at most ${maxBookings} for ${listings} listings.`);
  const only = env.BENCH_ONLY || undefined;
  if (only !== undefined && only !== 'chat' && only !== 'scaling' && only !== 'search' && only !== 'bookings') {
    throw new Error(`BENCH_ONLY must be chat, scaling, search, bookings or unset (got ${only}).`);
  }
  const with1M = ['1', 'true', 'yes'].includes(env.BENCH_SCALING_1M ?? '');
  const durationS = positive('BENCH_DURATION', 10, 1);
  const warmupS = positive('BENCH_WARMUP', 2, 0);
  const clients = positive('BENCH_CHAT_CLIENTS', 1000, 2);
  if (clients % 2 !== 0) throw new Error(`BENCH_CHAT_CLIENTS must be even: two clients per conversation (got ${clients}).`);
  return {
    listings,
    bookings,
    durationS,
    warmupS,
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    only,
    scalingSizes: scalingSizes(env.BENCH_SCALING_SIZES, with1M),
    chat: {
      clients,
      durationS: positive('BENCH_CHAT_DURATION', 30, 1),
      intervalMs: positive('BENCH_CHAT_INTERVAL_MS', 3000, 100),
      warmupS,
      summaryDurationS: durationS,
      summaryWarmupS: warmupS,
      onPglite: ['1', 'true', 'yes'].includes(env.BENCH_CHAT_PGLITE ?? ''),
    },
    lighthouseRuns: positive('BENCH_LIGHTHOUSE_RUNS', 3, 0),
  };
}

/** BENCH_SCALING_SIZES=1000,5000 replaces the default sizes (a quick look); BENCH_SCALING_1M adds 1M to the defaults. */
function scalingSizes(raw: string | undefined, with1M: boolean): number[] {
  if (!raw) return with1M ? [...SCALING_SIZES, SCALING_SIZE_1M] : [...SCALING_SIZES];
  const sizes = raw.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < CITY_COUNT)) {
    throw new Error(`BENCH_SCALING_SIZES must list whole numbers ≥ ${CITY_COUNT} (got ${raw}).`);
  }
  return sizes;
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  if (settings.only === 'scaling') return await scalingOnly(settings);
  const engines = settings.postgresUrl ? 'embedded + PostgreSQL' : 'embedded';
  const size =
    settings.only === 'chat'
      ? `chat only, ${settings.chat.clients.toLocaleString('en-US')} clients`
      : `${settings.listings.toLocaleString('en-US')} listings, ${settings.bookings.toLocaleString('en-US')} bookings`;
  const onePostgres = (settings.only === 'search' || settings.only === 'bookings') && settings.postgresUrl;
  progress(`Benchmark: ${size}; engines: ${onePostgres ? 'PostgreSQL' : engines}`);
  const loadAtStart = loadavg();
  await buildIfStale();

  const targets: (() => Promise<EngineTarget>)[] = [];
  // The search-only and bookings-only runs answer one question, on the engine that question is about.
  if (!onePostgres) targets.push(async () => createPgliteTarget());
  if (settings.postgresUrl) {
    const url = settings.postgresUrl;
    targets.push(() => createPostgresTarget(url));
  }
  const reports: EngineReport[] = [];
  for (const createTarget of targets) {
    if (settings.only === 'search') {
      reports.push(await benchSearchOnly(createTarget, settings));
      continue;
    }
    if (settings.only === 'bookings') {
      reports.push(
        await onSeededEngine(createTarget, settings, async ({ target, seed, report }) => {
          progress(`[${target.label}] explaining the booking and payment statements…`);
          const terms = searchTerms(seed.sample.cityNames);
          report.plans = await explainApiQueries(target, { ...terms, ...seed.sample }, isBookingsPlan);
          await benchBookingsAndPayments(target, seed, settings, report);
        }),
      );
      continue;
    }
    const report = settings.only === 'chat' ? newEngineReport() : await benchEngine(createTarget, settings);
    await benchChat(createTarget, settings, report);
    reports.push(report);
  }

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(loadAtStart),
    settings: {
      listings: settings.listings,
      bookings: settings.bookings,
      cities: CITY_COUNT,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
      only: settings.only,
    },
    engines: reports,
    bundles: settings.only === undefined ? bundlesOrError() : undefined,
  };
  process.stdout.write(formatReport(report));
  const resultsFiles = { chat: CHAT_RESULTS_FILE, search: SEARCH_RESULTS_FILE, bookings: BOOKINGS_RESULTS_FILE };
  const resultsFile = settings.only === undefined ? RESULTS_FILE : resultsFiles[settings.only];
  writeJsonReport(report, resultsFile);
  progress(`\nJSON report: ${path.relative(process.cwd(), resultsFile)}`);
  if (settings.only === undefined && settings.lighthouseRuns > 0) await benchWebBudgets(settings.lighthouseRuns);
}

/**
 * BENCH_ONLY=search: the seed, the searches' query plans, the bare route, and the search rows at 50
 * connections (the map searches at 1 too) with the listing cache off, so every request reaches the
 * database. A failure is recorded in the report.
 */
function benchSearchOnly(createTarget: () => Promise<EngineTarget>, settings: Settings): Promise<EngineReport> {
  return onSeededEngine(createTarget, settings, async ({ target, seed: { sample }, report }) => {
    const terms = searchTerms(sample.cityNames);
    progress(`[${target.label}] explaining the searches…`);
    report.plans = await explainApiQueries(target, { ...terms, ...sample }, (name) => name.startsWith('list: '));
    report.load.push(...(await referenceRows(settings, target.databaseUrl)));
    await onServer(target, CACHE_PASSES[0], async (baseUrl) => {
      report.searchTerms = await probeTerms(baseUrl, terms);
      // The map searches at one client too: their latency alone, not only their throughput.
      const scenarios = loadScenarios(terms, sample).filter(
        (s) =>
          (s.connections === 50 || MAP_ROWS.includes(s.name)) &&
          SEARCH_ONLY_ROWS.includes(s.name.startsWith('search,') ? 'search, every term' : s.name),
      );
      report.load.push(...(await runScenarios(scenarios, loadOptions(baseUrl, settings), progress)));
    });
  });
}

/** The statements BENCH_ONLY=bookings explains: the booking, payment and checkout ones. */
const isBookingsPlan = (name: string) =>
  !name.startsWith('list: ') &&
  !name.startsWith('admin properties: ') &&
  !name.startsWith('cities: ') &&
  name !== 'property by id';

/** The map searches' rows: a map area, a circle newest first, a circle nearest first. */
const MAP_ROWS = ['search by map area', 'search near a point', 'search near a point, nearest first'];

/** The rows BENCH_ONLY=search runs: every search and the listing detail, none of them cached. */
const SEARCH_ONLY_ROWS = [
  'search by city substring',
  'search, every term',
  'search by locality',
  'search by another city name',
  'first page, no filter',
  'listing detail',
  ...MAP_ROWS,
];

/** BENCH_ONLY=scaling: the scaling curve on each engine, one table each, and its JSON. */
async function scalingOnly(settings: Settings): Promise<void> {
  progress(`Scaling curve: ${settings.scalingSizes.map((s) => s.toLocaleString('en-US')).join(', ')} listings and messages`);
  await buildIfStale();
  const targets: (() => Promise<EngineTarget>)[] = [async () => createPgliteTarget()];
  const url = settings.postgresUrl;
  if (url) targets.push(() => createPostgresTarget(url));
  const reports: ScalingReport[] = [];
  for (const createTarget of targets) {
    const load = { durationS: settings.durationS, warmupS: settings.warmupS };
    reports.push(await runScalingCurve(createTarget, { sizes: settings.scalingSizes, load, defer, log: progress }));
  }
  process.stdout.write(formatScaling(reports));
  mkdirSync(path.dirname(SCALING_RESULTS_FILE), { recursive: true });
  writeFileSync(SCALING_RESULTS_FILE, `${JSON.stringify({ generatedAt: new Date().toISOString(), reports }, null, 2)}\n`);
  progress(`\nJSON report: ${path.relative(process.cwd(), SCALING_RESULTS_FILE)}`);
}

/**
 * The web app's budgets against the production build in headless Chromium (web-budgets.ts):
 * first-load JS per route and Lighthouse on mobile for /, /browse and a /homes/{id}, the median of `runs`.
 * Last, on a machine the load rows no longer occupy; a failure is reported, not fatal.
 */
async function benchWebBudgets(runs: number): Promise<void> {
  progress('\nweb budgets (Lighthouse)…');
  try {
    const web = await measureWebBudgets({ runs, log: progress });
    process.stdout.write(`\n${formatWebBudgets(web)}\n`);
    writeFileSync(WEB_RESULTS_FILE, `${JSON.stringify(web, null, 2)}\n`);
    progress(`JSON report: ${path.relative(process.cwd(), WEB_RESULTS_FILE)}`);
  } catch (error) {
    process.stdout.write(`\n!!! web budgets: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

const CACHE_PASSES = [
  { label: 'no cache', env: { LISTING_CACHE_TTL_MS: '0' }, suffix: '', probe: true },
  { label: 'cache on', env: {}, suffix: ' [cached]', probe: false },
] as const;

/**
 * On PostgreSQL the uncached rows again with two server processes (npm run start:cluster). On this
 * 2-core machine, shared with the load generator and the database, no speed-up is expected: the
 * rows show that the processes share the work correctly, not what more cores would give.
 */
const CLUSTER_PASS = {
  label: '2 processes, no cache',
  env: { LISTING_CACHE_TTL_MS: '0', CLUSTER_WORKERS: '2' },
  suffix: ' [2 processes]',
  probe: false,
} as const;

/** One engine end to end. A failure is recorded in the report and the next engine still runs. */
function benchEngine(createTarget: () => Promise<EngineTarget>, settings: Settings): Promise<EngineReport> {
  return onSeededEngine(createTarget, settings, async ({ target, seed, report }) => {
    const { sample } = seed;
    progress(`[${target.label}] explaining queries…`);
    const terms = searchTerms(sample.cityNames);
    report.plans = await explainApiQueries(target, { ...terms, ...sample });

    report.load.push(...(await referenceRows(settings, target.databaseUrl)));

    // Two passes: every request to the database (cache off), then as deployed (public reads cached
    // for LISTING_CACHE_TTL_MS, 2 s by default), so both figures are on record.
    const passes = target.engine === 'postgres' ? [...CACHE_PASSES, CLUSTER_PASS] : CACHE_PASSES;
    for (const pass of passes) {
      await onServer(target, pass, async (baseUrl) => {
        if (pass.probe) report.searchTerms = await probeTerms(baseUrl, terms);
        const scenarios = loadScenarios(terms, sample).map((s) => ({ ...s, endpoint: `${s.endpoint}${pass.suffix}` }));
        report.load.push(...(await runScenarios(scenarios, loadOptions(baseUrl, settings), progress)));
        if (pass.probe) report.deepPage = await walkPages(baseUrl, DEEP_PAGES, DEEP_PAGE_ROUNDS);
      });
    }
    report.load.push(...(await loginRows(target, settings)));
    await benchBookingsAndPayments(target, seed, settings, report);
  });
}

/**
 * Creates and seeds one engine, runs `measure` on it and disposes of it. A failure is recorded in
 * the report (returned all the same), so the next engine still runs.
 */
async function onSeededEngine(
  createTarget: () => Promise<EngineTarget>,
  settings: Settings,
  measure: (engine: { target: EngineTarget; seed: SeedResult; report: EngineReport }) => Promise<void>,
): Promise<EngineReport> {
  const report = newEngineReport();
  let disposeTarget: (() => Promise<void>) | undefined;
  try {
    const target = await createTarget();
    disposeTarget = defer(() => target.dispose());
    report.engine = target.engine;
    report.label = target.label;
    progress(`\n[${target.label}] seeding…`);
    const seed = await seedEngine(target, settings, report);
    await measure({ target, seed, report });
  } catch (error) {
    report.errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    progress(`!!! ${report.label}: ${String(error)}`);
  } finally {
    await disposeTarget?.();
  }
  return report;
}

/** Starts the server as one pass runs it, loads it through `measure`, and stops it. */
async function onServer(
  target: EngineTarget,
  pass: { label: string; env: Record<string, string> },
  measure: (baseUrl: string) => Promise<void>,
): Promise<void> {
  progress(`[${target.label}] starting the server (${pass.label})…`);
  const server = await startServerProcess(target, pass.env);
  const stopServer = defer(() => server.stop());
  try {
    progress(`[${target.label}] load (${pass.label})…`);
    await measure(server.baseUrl);
  } finally {
    await stopServer();
  }
}

const loadOptions = (baseUrl: string, settings: Settings) => ({
  baseUrl,
  durationS: settings.durationS,
  warmupS: settings.warmupS,
});

function newEngineReport(): EngineReport {
  return {
    engine: 'pending',
    label: 'pending',
    version: undefined,
    seed: undefined,
    searchTerms: { substrings: [], prefixes: [] },
    load: [],
    deepPage: undefined,
    history: { invoiceCold: undefined, deepPages: [], checkout: [], integrity: [] },
    plans: [],
    chat: undefined,
    errors: [],
  };
}

/**
 * Why the chat benchmark does not run on PGlite unless asked: the setup is two server
 * processes on one database, and PGlite admits one process. At the load (a message every
 * 3 s from each of 1,000 clients) the one embedded process falls behind by seconds within the run.
 */
const CHAT_PGLITE_SKIPPED =
  'the issue measures two server processes on one PostgreSQL, and PGlite admits one process; its one process also ' +
  'falls seconds behind at this load. BENCH_CHAT_PGLITE=1 runs a single-process variant here (try fewer BENCH_CHAT_CLIENTS).';

/**
 * The chat benchmark, in a throwaway database of its own (it needs no marketplace, and BENCH_ONLY=chat
 * skips seeding one). Two server processes on PostgreSQL; on PGlite, when asked, one process, where
 * nothing crosses processes and the report labels it single-process. A failure is recorded.
 */
async function benchChat(createTarget: () => Promise<EngineTarget>, settings: Settings, report: EngineReport): Promise<void> {
  let disposeTarget: (() => Promise<void>) | undefined;
  try {
    const target = await createTarget();
    disposeTarget = defer(() => target.dispose());
    if (report.engine === 'pending') {
      report.engine = target.engine;
      report.label = target.label;
    }
    if (target.engine === 'pglite' && !settings.chat.onPglite) {
      report.chat = { skipped: CHAT_PGLITE_SKIPPED };
      return;
    }
    const processes = target.engine === 'postgres' ? 2 : 1;
    report.chat = await runChatBench(target, settings.chat, { processes, defer, log: progress });
    report.version ??= report.chat.version;
  } catch (error) {
    report.errors.push(`chat: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    progress(`!!! ${report.label} chat: ${String(error)}`);
  } finally {
    await disposeTarget?.();
  }
}

/**
 * The booking and payment reads (the server as deployed; none of them is cached), then the
 * checkout rounds, then — with the server stopped, as PGlite admits one process — the database
 * check of what the checkouts left behind.
 */
async function benchBookingsAndPayments(
  target: EngineTarget,
  seed: SeedResult,
  settings: Settings,
  report: EngineReport,
): Promise<void> {
  progress(`[${target.label}] starting the server (bookings and payments)…`);
  const server = await startServerProcess(target);
  const stopServer = defer(() => server.stop());
  const rounds: CheckoutRoundResult[] = [];
  try {
    // First request of a fresh server: the cold invoice.
    report.history.invoiceCold = await coldInvoice(server.baseUrl, server.jwtSecret, seed.sample);
    progress(`[${target.label}] load (bookings and payments)…`);
    const { scenarios, deepPages } = await historyScenarios(server.baseUrl, server.jwtSecret, seed.sample);
    report.history.deepPages = deepPages;
    const options: LoadOptions = { baseUrl: server.baseUrl, durationS: settings.durationS, warmupS: settings.warmupS };
    report.load.push(...(await runScenarios(scenarios, options, progress)));
    rounds.push(...(await checkoutRounds(server, seed.sample)));
    report.history.checkout = rounds.map((r) => r.round);
  } finally {
    await stopServer();
  }
  if (rounds.length === 0) return;
  progress(`[${target.label}] checking the database after the checkouts…`);
  const handle = await target.open();
  try {
    const { bookings } = seed.summary;
    const seeded = {
      bookings: bookings.total,
      payments: bookings.total,
      lastInvoiceNumber: bookings.confirmed + bookings.refunded,
    };
    report.history.integrity = await checkIntegrity(handle.db, seeded, rounds);
  } finally {
    await handle.close();
  }
}

/** Each round books its own spare listings, so every round starts from free listings. */
async function checkoutRounds(server: ServerProcess, sample: SeedSample): Promise<CheckoutRoundResult[]> {
  const tenants = new TenantPool(sample.checkoutTenants);
  const results: CheckoutRoundResult[] = [];
  let used = 0;
  for (const [i, round] of CHECKOUT_ROUNDS.entries()) {
    const count = Math.min(round.listings, Math.floor(sample.spareListings.length * round.spareShare));
    const listings = sample.spareListings.slice(used, used + count);
    used += count;
    if (listings.length === 0) continue;
    progress(`  checkouts: ${listings.length} listings, ${round.connections} conn.…`);
    results.push(
      await runCheckoutRound(server.baseUrl, server.jwtSecret, {
        listings,
        tenants,
        connections: round.connections,
        seed: i + 1,
      }),
    );
  }
  return results;
}

/** Seeds through the project's own openPglite/openPostgres and closes the handle (PGlite allows one process per data dir). */
async function seedEngine(target: EngineTarget, settings: Settings, report: EngineReport): Promise<SeedResult> {
  const handle = await target.open();
  try {
    const result = await seedMarketplace(handle, { listings: settings.listings, bookings: settings.bookings }, progress);
    report.seed = result.summary;
    report.version = await engineVersion(handle);
    const t = result.summary.timingsMs;
    progress(`[${target.label}] seeded in ${(t.total / 1000).toFixed(1)} s`);
    return result;
  } finally {
    await handle.close();
  }
}

/**
 * The machine's ceiling in this run (reference-server.ts): a bare Fastify route with a search
 * page's worth of JSON and no database. Every other row reads as a share of it. On PostgreSQL,
 * the same route after one `select 1` too: the ceiling of any request that asks the database.
 */
async function referenceRows(settings: Settings, databaseUrl: string | undefined): Promise<LoadResult[]> {
  progress('  reference: a bare Fastify route…');
  const reference = await startReferenceServer(databaseUrl);
  const stop = defer(() => reference.stop());
  try {
    const kb = `${(reference.bodyBytes / 1024).toFixed(0)} KB`;
    const endpoint = `GET ${reference.path} — bare Fastify, ${kb}, no database`;
    const scenarios = [1, 50].map((connections) => ({ name: 'reference', endpoint, connections, paths: [reference.path] }));
    const { databasePath } = reference;
    if (databasePath) {
      const withDatabase = `GET ${databasePath} — bare Fastify, ${kb}, after one 'select 1' (pool of 10)`;
      scenarios.push(
        ...[1, 50].map((connections) => ({
          name: DATABASE_REFERENCE_ROW,
          endpoint: withDatabase,
          connections,
          paths: [databasePath],
        })),
      );
    }
    return await runScenarios(
      scenarios,
      { baseUrl: reference.baseUrl, durationS: settings.durationS, warmupS: settings.warmupS },
      progress,
    );
  } finally {
    await stop();
  }
}

const LOGIN_ACCOUNTS = 20;

/**
 * Sign-in throughput: accounts registered through the API (seeded users have no usable
 * password), then logged in over and over. Each login hashes the password with scrypt (N = 2^15,
 * about 32 MB), deliberately slow, so this row measures the hash more than the server. The
 * server runs with RATE_LIMIT_SCALE=1000: the limiter would otherwise (rightly) stop the run.
 */
async function loginRows(target: EngineTarget, settings: Settings): Promise<LoadResult[]> {
  progress(`[${target.label}] starting the server (logins)…`);
  const server = await startServerProcess(target, { RATE_LIMIT_SCALE: '1000' });
  const stop = defer(() => server.stop());
  try {
    const password = 'bench-login-1234';
    const accounts: LoadPath[] = [];
    for (let i = 0; i < LOGIN_ACCOUNTS; i++) {
      const email = `login-${i}-${Date.now()}@rentease.bench`;
      const registered = await fetch(new URL('/api/auth/register', server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'Login',
          email,
          password,
          phone: '+91 90000 00000',
          role: 'tenant',
        }),
      });
      if (registered.status !== 201) throw new Error(`registering a login account answered ${registered.status}`);
      accounts.push({ path: '/api/auth/login', method: 'POST', json: { email, password, role: 'tenant' } });
    }
    const endpoint = 'POST /api/auth/login (scrypt N=2^15 per attempt)';
    const scenarios = [1, 50].map((connections) => ({ name: 'login', endpoint, connections, paths: accounts }));
    return await runScenarios(
      scenarios,
      { baseUrl: server.baseUrl, durationS: settings.durationS, warmupS: settings.warmupS },
      progress,
    );
  } finally {
    await stop();
  }
}

function loadScenarios(terms: SearchTerms, sample: SeedSample): LoadScenario[] {
  const searchPaths = terms.substrings.map((term) => `/api/property?q=${encodeURIComponent(term)}`);
  const widePaths = terms.everySubstring.map((term) => `/api/property?q=${encodeURIComponent(term)}`);
  const prefixPaths = terms.prefixes.map((prefix) => `/api/property/cities?prefix=${encodeURIComponent(prefix)}`);
  const idPaths = sample.propertyIds.map((id) => `/api/property/${id}`);
  const search = { name: 'search by city substring', endpoint: 'GET /api/property?q=<3 letters>', paths: searchPaths };
  const byLocality = {
    name: 'search by locality',
    endpoint: 'GET /api/property?q=<locality>',
    paths: terms.localities.map((term) => `/api/property?q=${encodeURIComponent(term)}`),
  };
  const byOtherName = {
    name: 'search by another city name',
    endpoint: 'GET /api/property?q=<bangalore…>',
    paths: terms.otherNames.map((term) => `/api/property?q=${encodeURIComponent(term)}`),
  };
  const firstPage = { name: 'first page, no filter', endpoint: 'GET /api/property', paths: ['/api/property'] };
  const cities = { name: 'city suggestions', endpoint: 'GET /api/property/cities?prefix=<2 letters>', paths: prefixPaths };
  const byId = { name: 'listing detail', endpoint: 'GET /api/property/{id}', paths: idPaths };
  // Around the sample's city centres: the biggest cities' dense middles and two small cities.
  const centres = sample.mapCentres.map((c) => `${c.lat},${c.lng}`);
  const byArea = {
    name: 'search by map area',
    endpoint: 'GET /api/property?bbox=<0.1° around a city centre>',
    paths: sample.mapCentres.map(
      (c) =>
        `/api/property?bbox=${encodeURIComponent([c.lng - 0.1, c.lat - 0.1, c.lng + 0.1, c.lat + 0.1].map((d) => d.toFixed(5)).join(','))}`,
    ),
  };
  const byCircle = {
    name: 'search near a point',
    endpoint: 'GET /api/property?near=<a city centre>&radiusKm=10',
    paths: centres.map((near) => `/api/property?near=${near}&radiusKm=10`),
  };
  const byDistance = {
    name: 'search near a point, nearest first',
    endpoint: 'GET /api/property?near=<a city centre>&radiusKm=10&sort=distance',
    paths: centres.map((near) => `/api/property?near=${near}&radiusKm=10&sort=distance`),
  };
  const wide = {
    name: `search, ${widePaths.length} different terms`,
    endpoint: `GET /api/property?q=<any of ${widePaths.length}>`,
    paths: widePaths,
  };
  return [
    { ...search, connections: 1 },
    { ...search, connections: 50 },
    { ...wide, connections: 50 },
    { ...byLocality, connections: 50 },
    { ...byOtherName, connections: 50 },
    { ...firstPage, connections: 1 },
    { ...firstPage, connections: 50 },
    { ...cities, connections: 1 },
    { ...cities, connections: 50 },
    { ...byId, connections: 50 },
    ...[byArea, byCircle, byDistance].flatMap((row) => [
      { ...row, connections: 1 },
      { ...row, connections: 50 },
    ]),
  ];
}

/** Checks each term once through the API: how many listings or cities it matches, and that it answers 200. */
async function probeTerms(
  baseUrl: string,
  terms: { substrings: string[]; prefixes: string[] },
): Promise<EngineReport['searchTerms']> {
  const substrings: TermCount[] = [];
  for (const term of terms.substrings) {
    const answer = await probe(baseUrl, `/api/property?q=${encodeURIComponent(term)}&limit=1`);
    substrings.push({ term, matches: answer.totalCount, status: answer.status });
  }
  const prefixes: TermCount[] = [];
  for (const term of terms.prefixes) {
    const answer = await probe(baseUrl, `/api/property/cities?prefix=${encodeURIComponent(term)}&limit=100`);
    prefixes.push({ term, matches: answer.items, status: answer.status });
  }
  return { substrings, prefixes };
}

function bundlesOrError(): BenchReport['bundles'] {
  try {
    return measureBundles(path.join(repoRoot, 'apps/web'));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function machineInfo(loadAtStart: number[]): BenchReport['machine'] {
  const cpuList = cpus();
  return {
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadavg() },
  };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`\n${signal}: stopping the server and removing benchmark databases…`);
    void runPendingCleanups().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  progress(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await runPendingCleanups();
}
