import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BundleReport } from './bundle-sizes.js';
import { CHAT_TARGETS, type ChatBenchResult } from './chat-load.js';
import type { ChatLatency, DeliveryFigures } from './chat-traffic.js';
import { type CheckoutRound, CONFIRMATIONS_TARGET_PER_S } from './checkout-flow.js';
import type { IntegrityCheck } from './checkout-integrity.js';
import type { ColdInvoice, DeepPageInfo } from './history-load.js';
import { TARGET_MS } from './history-load.js';
import type { DeepPageResult, LoadResult } from './load.js';
import { BIG_TABLES, type PlanReport } from './plans.js';
import type { SeedSummary } from './seed-listings.js';

export type TermCount = { term: string; matches: number | undefined; status: number };

export type EngineReport = {
  engine: string;
  label: string;
  version: string | undefined;
  seed: SeedSummary | undefined;
  searchTerms: { substrings: TermCount[]; prefixes: TermCount[] };
  load: LoadResult[];
  deepPage: DeepPageResult | undefined;
  history: {
    invoiceCold: ColdInvoice | undefined;
    deepPages: DeepPageInfo[];
    checkout: CheckoutRound[];
    integrity: IntegrityCheck[];
  };
  plans: PlanReport[];
  /** The chat benchmark (chat-load.ts), in a database of its own; or why it did not run on this engine. */
  chat: ChatBenchResult | { skipped: string } | undefined;
  errors: string[];
};

export type BenchReport = {
  generatedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    /** 1, 5 and 15-minute load averages when the benchmark started and ended. */
    loadAverage: { start: number[]; end: number[] };
  };
  settings: {
    listings: number;
    bookings: number;
    cities: number;
    durationS: number;
    warmupS: number;
    /** BENCH_ONLY: 'chat' ran the chat benchmark alone, 'search' only the search rows and the bare route, 'bookings' only the booking and payment rows and the checkouts. */
    only: 'chat' | 'search' | 'bookings' | undefined;
  };
  engines: EngineReport[];
  /** Undefined when not measured (BENCH_ONLY=chat). */
  bundles: BundleReport | { error: string } | undefined;
};

const PLAN_LINES_SHOWN = 6;
const LINE_WIDTH = 128;

export function writeJsonReport(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function formatReport(report: BenchReport): string {
  const { machine, settings } = report;
  const title =
    settings.only === 'chat'
      ? 'RentEase benchmark — chat only (BENCH_ONLY=chat)'
      : settings.only === 'search'
        ? `RentEase benchmark — search against the bare route only (BENCH_ONLY=search), ${n(settings.listings)} listings`
        : settings.only === 'bookings'
          ? `RentEase benchmark — bookings, payments and checkouts only (BENCH_ONLY=bookings), ${n(settings.listings)} listings, ${n(settings.bookings)} bookings`
          : `RentEase benchmark — ${n(settings.listings)} listings in ${settings.cities} cities, ${n(settings.bookings)} bookings`;
  const sections = [
    heading(title),
    `${report.generatedAt} · ${machine.cpus} × ${machine.cpuModel} · ${machine.memoryGb.toFixed(0)} GB · Node ${machine.node}`,
    `Load: autocannon, ${settings.durationS} s per row after a ${settings.warmupS} s warm-up; ` +
      'the load generator and the server share this machine.',
    `Machine load average (1/5/15 min): ${machine.loadAverage.start.map((l) => l.toFixed(1)).join('/')} at the start, ` +
      `${machine.loadAverage.end.map((l) => l.toFixed(1)).join('/')} at the end (${machine.cpus} cores).`,
    ...report.engines.map(formatEngine),
  ];
  if (report.engines.filter((e) => e.load.length > 0).length > 1) sections.push(formatComparison(report.engines));
  if (report.bundles) sections.push(formatBundles(report.bundles));
  return `${sections.join('\n')}\n`;
}

function formatEngine(engine: EngineReport): string {
  const lines = ['', heading(`${engine.label}${engine.version ? ` — PostgreSQL ${engine.version}` : ''}`)];
  for (const error of engine.errors) lines.push(`!!! ERROR: ${error}`);
  if (engine.seed) lines.push(...formatSeed(engine.seed));
  lines.push(...formatTerms(engine.searchTerms));
  const listingLoad = engine.load.filter((r) => r.targetP99Ms === undefined);
  const historyLoad = engine.load.filter((r) => r.targetP99Ms !== undefined);
  if (listingLoad.length > 0) lines.push('', 'Load — listings', ...formatLoad(listingLoad));
  lines.push(...formatCeilingShare(listingLoad));
  if (engine.deepPage) lines.push('', formatDeepPage(engine.deepPage));
  lines.push(...formatHistory(engine.history, historyLoad));
  if (engine.plans.length > 0) lines.push('', ...formatPlans(engine.plans, engine.seed?.listings ?? 0));
  if (engine.chat && 'skipped' in engine.chat) lines.push('', `Chat: not run on this engine — ${engine.chat.skipped}`);
  else if (engine.chat) lines.push('', ...formatChat(engine.chat));
  return lines.join('\n');
}

function formatChat(chat: ChatBenchResult): string[] {
  const { traffic: t, settings, seed, cpu, database: db } = chat;
  const crossing =
    chat.processes > 1
      ? `${chat.processes} server processes on one database, each conversation's tenant and landlord on different processes`
      : 'ONE server process (single-process variant: PGlite admits one process, so nothing crosses processes here)';
  const conversations = settings.clients / 2;
  const sent = t.sends;
  const statuses = Object.entries(sent.statusCodes)
    .map(([code, count]) => `${code} ${n(count)}`)
    .join(', ');
  const closes = Object.entries(t.unexpectedCloses)
    .map(([code, count]) => `${n(count)}× ${code}`)
    .join(', ');
  const lossFree = (d: DeliveryFigures) => d.lost === 0 && d.duplicated === 0;
  const row = (label: string, d: DeliveryFigures, target: string, met: string) => [
    label,
    `${n(d.delivered)}/${n(sent.acknowledged)}`,
    d.lost > 0 ? `${n(d.lost)} !!!` : '0',
    d.duplicated > 0 ? `${n(d.duplicated)} (+${n(d.extraCopies)}) !!!` : '0',
    ...latencyCells(d.latencyMs),
    target,
    met,
  ];
  const delivery = t.delivery;
  const rows = [
    row(
      chat.processes > 1 ? 'other participant (other process)' : 'other participant',
      delivery,
      `≤ ${CHAT_TARGETS.deliveryP99Ms}, none lost/dup.`,
      verdict(delivery.latencyMs.p99 <= CHAT_TARGETS.deliveryP99Ms && lossFree(delivery)),
    ),
    row("sender's own socket (echo)", t.echo, 'none lost/dup.', verdict(lossFree(t.echo))),
  ];
  const servers = cpu.serversPercent.map((p) => (p === undefined ? '?' : `${p.toFixed(0)}%`)).join(' and ');
  // What the machine did besides the bench, the servers and their backends (kernel networking, the
  // database's background processes, anything else running): a large share means disturbed figures.
  const accounted =
    cpu.benchPercent + cpu.serversPercent.reduce<number>((sum, p) => sum + (p ?? 0), 0) + (cpu.databasePercent ?? 0);
  const elsewhere =
    cpu.databasePercent === undefined
      ? ''
      : `; everything else on the machine ${Math.max(0, cpu.machineBusyPercent * cpu.cores - accounted).toFixed(0)}% of a core ` +
        '(kernel, database background work, other programs)';
  const others = [
    t.misdelivered > 0 ? `${n(t.misdelivered)} to a non-participant !!!` : undefined,
    t.unknown > 0 ? `${n(t.unknown)} with an unknown client key !!!` : undefined,
    t.altered > 0 ? `${n(t.altered)} with a changed text !!!` : undefined,
    t.deliveredWithoutAck > 0 ? `${n(t.deliveredWithoutAck)} of messages whose send failed or went unanswered` : undefined,
  ].filter(Boolean);
  const readModel =
    db.readModelMismatches === 0
      ? 'the conversations read model matches the messages'
      : `!!! ${n(db.readModelMismatches)} conversations whose summary row disagrees with their messages`;
  const stored = db.storedBenchMessages === db.expectedBenchMessages ? '' : ' !!!';
  const updates = t.conversationUpdates;
  // A backlog still being worked off after sending stopped means the offered rate was more than the system does.
  const drainedPerS = sent.acknowledged / (settings.durationS + t.drainMs / 1000);
  const overload =
    t.drainMs > OVERLOAD_DRAIN_MS
      ? [
          `!!! OVERLOADED: ${n(Math.round(sent.perSecond))} messages/s offered, but delivering them took until ` +
            `${seconds(t.drainMs)} after sending stopped: about ${n(Math.round(drainedPerS))} messages/s got through, ` +
            'and latency grew with the backlog (see the windows above).',
        ]
      : [];
  const summary = chat.summary.probe;
  return [
    `Chat — ${n(settings.clients)} WebSocket clients in ${n(conversations)} conversations; ${crossing}`,
    `Seed: ${n(seed.conversations)} conversations (${n(conversations)} live + ${n(seed.heavyConversations)} of one landlord), ` +
      `${n(seed.messages)} messages, ${n(seed.users)} users, in ${seconds(seed.ms)}. Servers run with RATE_LIMIT_SCALE=${chat.rateLimitScale}.`,
    `Connected ${n(t.sockets)} sockets (token in the first frame, then "ready") in ${seconds(t.connectMs)}; ` +
      `closed by a server during the run: ${closes || 'none'}.`,
    `Sending: every client POSTs /api/messages/send to its own process every ${n(settings.intervalMs)} ms ±20% (open loop) ` +
      `for ${settings.durationS} s — ${n(sent.attempted)} sent (${n(Math.round(sent.perSecond))}/s), ` +
      `${n(sent.acknowledged)} acknowledged${sent.replayed > 0 ? ` (${n(sent.replayed)} as replays !!!)` : ''}, ` +
      `${sent.failed > 0 ? `${n(sent.failed)} failed !!!` : '0 failed'} [status: ${statuses}]`,
    `Send answer (POST → response): p50 ${ms(sent.latencyMs.p50)} ms, p95 ${ms(sent.latencyMs.p95)} ms, ` +
      `p99 ${ms(sent.latencyMs.p99)} ms, max ${ms(sent.latencyMs.max)} ms`,
    '',
    `Delivery of acknowledged messages: message.new frames, timed from the POST being issued to the frame read on the socket ` +
      `(one clock${settings.warmupS > 0 ? `; messages sent in the first ${settings.warmupS} s are checked but not timed` : ''})`,
    ...table(
      ['to', 'delivered', 'lost', 'duplicated', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target (p99)', 'met?'],
      rows,
      [1, 2, 3, 4, 5, 6, 7],
    ),
    `p99 by when sent (${t.timeline[0] ? t.timeline[0].toS - t.timeline[0].fromS : 0} s windows): ` +
      t.timeline.map((w) => `${w.fromS}–${w.toS} s ${ms(w.p99)}`).join(' · '),
    `${t.drainComplete ? `Everything had arrived ${n(Math.round(t.drainMs))} ms after sending stopped` : `!!! Messages still missing when the drain ended, ${seconds(t.drainMs)} after sending stopped (sockets quiet for 5 s, or the 2-minute cap)`}; ` +
      `conversation.updated frames: ${n(updates.received)} of ${n(updates.expected)} expected${updates.received === updates.expected ? '' : ' !!!'}; ` +
      `other message.new frames: ${others.length > 0 ? others.join(', ') : 'none'}.`,
    ...overload,
    `Database afterwards (servers stopped): ${n(db.storedBenchMessages)} benchmark messages stored for ${n(db.expectedBenchMessages)} ` +
      `acknowledged${stored}, ${db.duplicateKeys > 0 ? `${n(db.duplicateKeys)} stored twice !!!` : 'none twice'}; ${readModel}.`,
    `CPU during sending and drain: this bench process ${cpu.benchPercent.toFixed(0)}% of a core, server process(es) ${servers}, ` +
      (cpu.databasePercent === undefined
        ? ''
        : `the ${cpu.databaseBackends} PostgreSQL backends serving them ${cpu.databasePercent.toFixed(0)}%, `) +
      `the machine ${cpu.machineBusyPercent.toFixed(0)}% busy (all cores, everything on it: database and other work included); ` +
      `load average ${chat.loadAverage.toFixed(1)}${elsewhere}.`,
    `The clients (${n(t.sockets)} sockets and their sends) run in this bench process on the same cores as the servers and the ` +
      `database; its event-loop delay (p50 ${ms(t.benchLoopDelayMs.p50)} ms, p99 ${ms(t.benchLoopDelayMs.p99)} ms, ` +
      `max ${ms(t.benchLoopDelayMs.max)} ms) is part of every latency above.`,
    '',
    `Conversation summary, first page (default limit) of the landlord with ${n(seed.heavyConversations)} conversations, ` +
      `one process: probe HTTP ${summary.status}, ${n(summary.conversations)} conversations, ` +
      `${summary.hasNext ? 'next page linked' : 'no next page !!!'}`,
    ...formatLoad(chat.summary.load),
    'The target is for one user opening their Messages list (the 1-connection row); more connections show what one',
    'process answers for one user at once, where waiting for the two cores counts in the latency.',
  ];
}

/** Delivery still going on this long after sending stopped is a backlog, not a straggler. */
const OVERLOAD_DRAIN_MS = 1000;

function latencyCells(latency: ChatLatency): string[] {
  return [ms(latency.p50), ms(latency.p95), ms(latency.p99), ms(latency.max)];
}

function formatSeed(seed: SeedSummary): string[] {
  const t = seed.timingsMs;
  const b = seed.bookings;
  const citiesNote = seed.cities === 200 ? 'as expected' : '!!! expected 200';
  return [
    `Seed: ${n(seed.listings)} listings · ${n(seed.landlords)} landlords · ${n(seed.tenants)} tenants · ` +
      `${n(seed.images)} images (${n(seed.uploads)} uploads)`,
    `      ${n(b.total)} bookings, each with its payment: ${n(b.confirmed)} confirmed (paid), ` +
      `${n(b.refunded)} lost a race (refunded), ${n(b.expired)} abandoned (expired); ` +
      `${n(b.bookedListings)} listings booked today`,
    `      confirmed bookings per landlord: heaviest ${n(seed.spread.heaviestLandlord)}, median ${n(seed.spread.medianLandlord)}; ` +
      `per tenant: heaviest ${n(seed.spread.heaviestTenant)}, median ${n(seed.spread.medianTenant)}`,
    `      ${n(seed.cities)} rows in cities (maintained by the trigger on properties; ${citiesNote})`,
    `Seeding time: ${seconds(t.total)} (migrate ${seconds(t.migrate)}, listings ${seconds(t.insert)}, ` +
      `bookings and payments ${seconds(t.history)}, VACUUM ANALYZE ${seconds(t.analyze)}) — ` +
      `${n(Math.round(seed.listings / (t.insert / 1000)))} listings/s, ` +
      `${n(Math.round((2 * b.total) / (t.history / 1000)))} booking and payment rows/s`,
  ];
}

function formatHistory(history: EngineReport['history'], load: LoadResult[]): string[] {
  const lines: string[] = [];
  if (load.length > 0) {
    lines.push('', 'Load — bookings and payments, against the targets of the issue (reported, not asserted)');
    lines.push(...formatLoad(load));
    const deep = history.deepPages.map((d) => `${d.list} ${d.users} users (pages ${d.pages.join(',')})`).join('; ');
    if (deep) lines.push(`Deep pages, reached by following Link rel="next": ${deep}.`);
  }
  const cold = history.invoiceCold;
  if (cold) {
    const met = cold.status === 200 ? verdict(cold.firstMs <= TARGET_MS.invoice) : `HTTP ${cold.status} !!!`;
    lines.push(
      `Invoice PDF, the first one a fresh server renders: ${ms(cold.firstMs)} ms (then ${ms(cold.secondMs)} ms; ` +
        `${n(cold.bytes)} bytes) — target ≤ ${TARGET_MS.invoice} ms: ${met}`,
    );
  }
  if (history.checkout.length > 0) lines.push('', ...formatCheckout(history.checkout));
  if (history.integrity.length > 0) lines.push('', ...formatIntegrity(history.integrity));
  return lines;
}

function formatCheckout(rounds: CheckoutRound[]): string[] {
  const rows = rounds.map((r) => [
    String(r.connections),
    `${n(r.listings)} (${n(r.contendedListings)}×${r.contendersPerListing})`,
    n(r.checkoutsOpened),
    n(Math.round(r.open.perSecond)),
    ms(r.open.latencyMs.p50),
    ms(r.open.latencyMs.p99),
    `${n(r.pay.requests)} (${r.pay.doubleSubmitted})`,
    ms(r.pay.latencyMs.p50),
    ms(r.pay.latencyMs.p99),
    n(Math.round(r.pay.perSecond)),
    n(Math.round(r.confirmationsPerSecond)),
    verdict(r.confirmationsPerSecond >= CONFIRMATIONS_TARGET_PER_S),
    r.loadAverage.toFixed(1),
    Object.entries(r.outcomes)
      .map(([code, count]) => `${code} ${n(count)}`)
      .join(', '),
  ]);
  const headers = [
    'conn',
    'listings (contended)',
    'opened',
    'open/s',
    'open p50',
    'open p99',
    'pays (double)',
    'pay p50',
    'pay p99',
    'pays/s',
    'confirmed/s',
    `≥ ${CONFIRMATIONS_TARGET_PER_S}/s?`,
    'load',
    'status API answers',
  ];
  return [
    'Checkout confirmations — open a checkout for the first free day, then pay with the demo card (charge + confirm in one request)',
    ...table(headers, rows, [0, 2, 3, 4, 5, 7, 8, 9, 10, 12]),
    'confirmed/s: bookings confirmed (PAYMENT_SUCCESS) per wall-clock second of the pay phase; contended listings have',
    'several tenants racing for one window (one wins, the rest are refunded); (double): checkouts submitted twice at once.',
  ];
}

function formatIntegrity(checks: IntegrityCheck[]): string[] {
  const failed = checks.filter((c) => !c.ok);
  return [
    failed.length === 0
      ? `Database after the checkouts: all ${checks.length} checks hold (no lost, duplicated or overlapping booking).`
      : `!!! Database after the checkouts: ${failed.length} of ${checks.length} checks FAILED`,
    ...checks.map((c) => `  [${c.ok ? 'ok' : '!!!'}] ${c.name}: ${n(c.actual)}${c.ok ? '' : ` (expected ${n(c.expected)})`}`),
  ];
}

const verdict = (met: boolean) => (met ? 'yes' : 'NO');

function formatTerms(terms: EngineReport['searchTerms']): string[] {
  if (terms.substrings.length === 0) return [];
  const describe = (t: TermCount, unit: string) =>
    t.status === 200 ? `${t.term} (${n(t.matches ?? 0)} ${unit})` : `${t.term} (HTTP ${t.status}!)`;
  return [
    `q terms:      ${terms.substrings.map((t) => describe(t, 'listings')).join(', ')}`,
    `prefix terms: ${terms.prefixes.map((t) => describe(t, 'cities')).join(', ')}`,
  ];
}

function formatLoad(results: LoadResult[]): string[] {
  const withTargets = results.some((r) => r.targetP99Ms !== undefined);
  const rows = results.map((r) => [
    r.endpoint,
    String(r.connections),
    n(Math.round(r.requestsPerSecond)),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p90),
    ms(r.latencyMs.p99),
    ms(r.latencyMs.max),
    `${r.perConnection.answered}/${r.connections}${r.perConnection.answered < r.connections ? ' !!!' : ''}`,
    `${r.perConnection.minResponses}–${r.perConnection.maxResponses}`,
    r.non2xx > 0 ? `${n(r.non2xx)} !!!` : '0',
    r.errors + r.timeouts > 0 ? `${r.errors}/${r.timeouts} !!!` : '0',
    r.loadAverage.toFixed(1),
    ...(withTargets
      ? [`≤ ${r.targetP99Ms ?? '–'}`, verdict(r.latencyMs.p99 <= (r.targetP99Ms ?? Number.POSITIVE_INFINITY))]
      : []),
  ]);
  const headers = [
    'endpoint',
    'conn',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'answered',
    'resp/conn',
    'non-2xx',
    'err/t.o.',
    'load',
    ...(withTargets ? ['p99 target', 'met?'] : []),
  ];
  return [
    ...table(headers, rows, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    'answered: connections that got a response at all; resp/conn: fewest–most responses one connection got (fairness);',
    "load: the machine's 1-minute load average as the row ended (above the core count, other work competed for the CPU).",
    'Latencies count answered requests only: a request still waiting when a run ends is in neither p99 nor max.',
  ];
}

/** What uncached search should reach at 50 connections, as a share of the bare route's req/s. */
export const SEARCH_CEILING_TARGET = 0.25;

/** The bare route after one `select 1` (reference-server.ts): the most a request that asks the database can reach. */
export const DATABASE_REFERENCE_ROW = 'reference, one database round trip';

/** The reads the ceiling target is about: searches and the listing detail, uncached. */
const CEILING_ROWS = [
  'search by city substring',
  'search by locality',
  'search by another city name',
  'first page, no filter',
  'listing detail',
];

/**
 * Uncached search at 50 connections as a share of the bare route (same machine, same run): how
 * much of what the machine can serve the database round trip and the answer's building leave.
 */
function formatCeilingShare(results: LoadResult[]): string[] {
  const ceiling = results.find((r) => r.name === 'reference' && r.connections === 50);
  if (!ceiling || ceiling.requestsPerSecond <= 0) return [];
  const rows = results
    .filter(
      (r) =>
        r.connections === 50 && !r.endpoint.includes(' [') && (CEILING_ROWS.includes(r.name) || r.name.startsWith('search,')),
    )
    .map((r) => {
      const share = r.requestsPerSecond / ceiling.requestsPerSecond;
      return [
        r.endpoint,
        n(Math.round(r.requestsPerSecond)),
        ms(r.latencyMs.p50),
        ms(r.latencyMs.p99),
        `${(share * 100).toFixed(1)}%`,
        `≥ ${(SEARCH_CEILING_TARGET * 100).toFixed(0)}%`,
        verdict(share >= SEARCH_CEILING_TARGET),
      ];
    });
  if (rows.length === 0) return [];
  // Not an endpoint with a target: the most any request that asks the database can reach, for scale.
  const database = results.find((r) => r.name === DATABASE_REFERENCE_ROW && r.connections === 50);
  const databaseShare = database
    ? `; after one 'select 1' ${n(Math.round(database.requestsPerSecond))} req/s = ${((database.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`
    : '';
  return [
    '',
    `Uncached reads at 50 connections against the bare route (${n(Math.round(ceiling.requestsPerSecond))} req/s = 100%${databaseShare})`,
    ...table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'target', 'met?'], rows, [1, 2, 3, 4]),
  ];
}

function formatDeepPage(deep: DeepPageResult): string {
  const shown = [1, 2, 5, 10, 20].filter((page) => deep.msByPage[page] !== undefined);
  const timings = shown.map((page) => `page ${page} ${ms(deep.msByPage[page] ?? Number.NaN)} ms`).join(' · ');
  const first = deep.msByPage[1];
  const last = deep.msByPage[20];
  const ratio = first && last ? ` → page 20 / page 1 = ${(last / first).toFixed(2)}×` : '';
  const problem = deep.error ? `  !!! ${deep.error}` : deep.pagesFetched < 20 ? `  (only ${deep.pagesFetched} pages exist)` : '';
  return `Deep pages via Link rel="next" (median of ${deep.rounds} walks, one request at a time): ${timings}${ratio}${problem}`;
}

/** Below this many listings a sequential scan is often the planner's right answer, not a finding. */
const PLANS_MEANINGFUL_FROM = 20_000;

function formatPlans(plans: PlanReport[], listings: number): string[] {
  const flagged = plans.filter((p) => p.bigTableSeqScans.length > 0);
  const smallNote =
    listings < PLANS_MEANINGFUL_FROM
      ? [`(Only ${n(listings)} listings: tables this small are often read sequentially; judge plans at full size.)`]
      : [];
  const lines = [
    `Query plans — EXPLAIN (ANALYZE, BUFFERS) of the statements the service functions issue (${plans.length} statements)`,
    ...smallNote,
    flagged.length === 0
      ? `No sequential scan of ${[...BIG_TABLES].join(', ')} in any plan.`
      : `!!! ${flagged.length} plan(s) with a SEQUENTIAL SCAN of a large table: ${flagged.map((p) => p.name).join('; ')}`,
    'cities holds one row per city (200 rows): a Seq Scan on cities is expected and fine.',
  ];
  for (const plan of plans) {
    const flag = plan.bigTableSeqScans.length > 0 ? `!!! SEQ SCAN on ${plan.bigTableSeqScans.join(', ')}` : 'ok';
    const time = plan.executionMs === undefined ? '' : `  ${ms(plan.executionMs)} ms`;
    lines.push('', `[${flag}] ${plan.name}${time}`);
    const seqScans = plan.seqScans.length > 0 ? `; seq scans: ${plan.seqScans.join(', ')}` : '';
    lines.push(`    indexes: ${plan.indexes.join(', ') || '(none)'}${seqScans}`);
    for (const line of plan.plan.slice(0, PLAN_LINES_SHOWN)) lines.push(truncate(`    ${line}`));
  }
  return lines;
}

function formatComparison(engines: EngineReport[]): string {
  const names = [...new Set(engines.flatMap((e) => e.load.map((r) => `${r.endpoint}|${r.connections}`)))];
  const rows = names.map((key) => {
    const [endpoint = '', connections = ''] = key.split('|');
    const cells = engines.flatMap((engine) => {
      const result = engine.load.find((r) => `${r.endpoint}|${r.connections}` === key);
      return result ? [n(Math.round(result.requestsPerSecond)), ms(result.latencyMs.p99)] : ['–', '–'];
    });
    return [endpoint, connections, ...cells];
  });
  const headers = ['endpoint', 'conn', ...engines.flatMap((e) => [`${e.engine} req/s`, `${e.engine} p99 ms`])];
  const seeds = engines.map((e) => `${e.engine} ${e.seed ? seconds(e.seed.timingsMs.total) : '–'}`).join(' · ');
  return [
    '',
    heading('Engines side by side'),
    `Seeding: ${seeds}`,
    ...table(headers, rows, headers.map((_, i) => i).slice(1)),
  ].join('\n');
}

function formatBundles(bundles: BundleReport | { error: string }): string {
  const lines = ['', heading('Web bundle — JavaScript downloaded on a first visit to each route')];
  if ('error' in bundles) return [...lines, `!!! ${bundles.error}`].join('\n');
  lines.push(
    `Entry ${bundles.entry.file} with its static imports: ${kb(bundles.entry.rawKb)} KB raw, ${kb(bundles.entry.gzipKb)} KB gzip`,
  );
  lines.push('Per route: entry + area layout (signed-in areas) + page chunk, each with its static imports; gzip -9 per file.');
  const rows = bundles.routes.map((r) => [
    r.route,
    path.posix.basename(r.page),
    r.layout ? path.posix.basename(r.layout) : '',
    String(r.files),
    kb(r.rawKb),
    kb(r.gzipKb),
  ]);
  lines.push(...table(['route', 'page module', 'layout', 'files', 'raw KB', 'gzip KB'], rows, [3, 4, 5]));
  const cssNote = bundles.css.files === 0 ? ' (no stylesheet files: MUI styles are CSS-in-JS, inside the JS above)' : '';
  lines.push(
    `CSS total: ${bundles.css.files} file(s), ${kb(bundles.css.rawKb)} KB raw, ${kb(bundles.css.gzipKb)} KB gzip${cssNote}`,
  );
  return lines.join('\n');
}

/** Plain-text table; columns listed in `rightAligned` are numbers. */
export function table(headers: string[], rows: string[][], rightAligned: number[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(render)];
}

export function heading(text: string): string {
  return `== ${text} ${'='.repeat(Math.max(3, 100 - text.length))}`;
}

function truncate(line: string): string {
  return line.length > LINE_WIDTH ? `${line.slice(0, LINE_WIDTH - 1)}…` : line;
}

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const kb = (value: number) => value.toFixed(1);

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}
