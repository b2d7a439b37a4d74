import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { seedChat } from './chat-seed.js';
import { searchTerms } from './dataset.js';
import type { EngineTarget } from './engines.js';
import { historyScenarios } from './history-load.js';
import { type LoadOptions, type LoadResult, type LoadScenario, runScenarios } from './load.js';
import { heading, ms, table } from './report.js';
import { seedMarketplace } from './seed-listings.js';
import { startServerProcess } from './server-process.js';
import { signToken } from './tokens.js';

/**
 * The scaling curve (BENCH_ONLY=scaling): the same reads against databases of growing size —
 * 1k, 10k and 100k listings (and as many chat messages), 1M with BENCH_SCALING_1M=1 — printed
 * side by side. Keyset pages and index walks should cost nearly the same at every size; a row
 * whose p99 grows with the data is a scan. Each size gets throwaway databases of its own and the
 * server runs with the listing cache off, so every request reaches the database.
 */

export const SCALING_SIZES = [1_000, 10_000, 100_000] as const;
export const SCALING_SIZE_1M = 1_000_000;
/** The landlord whose conversation summary is read has this many conversations at every size. */
const SUMMARY_CONVERSATIONS = 100;
/** seedChat writes this many messages per conversation of that landlord and two per other pair. */
const MESSAGES_PER_SUMMARY_CONVERSATION = 4;

export type ScalingCell = { size: number; result: LoadResult };
export type ScalingRow = { endpoint: string; connections: number; cells: ScalingCell[] };
export type ScalingReport = {
  engine: string;
  sizes: number[];
  rows: ScalingRow[];
  seedSeconds: Record<number, number>;
  errors: string[];
};

type Defer = (cleanup: () => Promise<void>) => () => Promise<void>;
type Options = { sizes: readonly number[]; load: Omit<LoadOptions, 'baseUrl'>; defer: Defer; log: (line: string) => void };

/** Runs every size on one engine; a failing size is recorded and the next one still runs. */
export async function runScalingCurve(createTarget: () => Promise<EngineTarget>, options: Options): Promise<ScalingReport> {
  const report: ScalingReport = { engine: 'pending', sizes: [...options.sizes], rows: [], seedSeconds: {}, errors: [] };
  for (const size of options.sizes) {
    try {
      const started = performance.now();
      const results = [
        ...(await marketplaceRows(createTarget, size, options, report)),
        ...(await chatRows(createTarget, size, options)),
      ];
      report.seedSeconds[size] = (performance.now() - started) / 1000;
      for (const result of results) addCell(report, size, result);
    } catch (error) {
      report.errors.push(`${size}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      options.log(`!!! scaling ${size}: ${String(error)}`);
    }
  }
  return report;
}

function addCell(report: ScalingReport, size: number, result: LoadResult): void {
  let row = report.rows.find((r) => r.endpoint === result.endpoint && r.connections === result.connections);
  if (!row) {
    row = { endpoint: result.endpoint, connections: result.connections, cells: [] };
    report.rows.push(row);
  }
  row.cells.push({ size, result });
}

/** Search, the first page, city suggestions and the landlords' monthly summary over `size` listings. */
async function marketplaceRows(
  createTarget: () => Promise<EngineTarget>,
  size: number,
  options: Options,
  report: ScalingReport,
): Promise<LoadResult[]> {
  const { defer, log } = options;
  const target = await createTarget();
  const dispose = defer(() => target.dispose());
  try {
    report.engine = target.label.replace(/ \(.*\)$/, '');
    log(`[scaling ${size}] seeding ${size.toLocaleString('en-US')} listings and bookings…`);
    const handle = await target.open();
    let seed: Awaited<ReturnType<typeof seedMarketplace>>;
    try {
      seed = await seedMarketplace(handle, { listings: size, bookings: size }, () => {});
    } finally {
      await handle.close();
    }
    const server = await startServerProcess(target, { LISTING_CACHE_TTL_MS: '0' });
    const stop = defer(() => server.stop());
    try {
      const terms = searchTerms(seed.sample.cityNames);
      const search = terms.substrings.map((term) => `/api/property?q=${encodeURIComponent(term)}`);
      const prefixes = terms.prefixes.map((prefix) => `/api/property/cities?prefix=${encodeURIComponent(prefix)}`);
      const history = await historyScenarios(server.baseUrl, server.jwtSecret, seed.sample);
      const monthly = history.scenarios.filter((s) => s.endpoint === 'GET /api/payment/landlord/{id}/monthly-summary');
      const scenarios: LoadScenario[] = [
        ...[1, 50].map((connections) => ({
          name: 'search',
          endpoint: 'GET /api/property?q=<3 letters>',
          connections,
          paths: search,
        })),
        { name: 'first page', endpoint: 'GET /api/property', connections: 50, paths: ['/api/property'] },
        { name: 'city suggestions', endpoint: 'GET /api/property/cities?prefix=<2 letters>', connections: 50, paths: prefixes },
        ...monthly.map((s) => ({ ...s, name: 'monthly summary', endpoint: 'GET /api/payment/landlord/{id}/monthly-summary' })),
      ];
      log(`[scaling ${size}] load…`);
      return await runScenarios(scenarios, { baseUrl: server.baseUrl, ...options.load }, log);
    } finally {
      await stop();
    }
  } finally {
    await dispose();
  }
}

/** The conversation summary of a landlord with 100 conversations, in a database of about `size` chat messages. */
async function chatRows(createTarget: () => Promise<EngineTarget>, size: number, options: Options): Promise<LoadResult[]> {
  const { defer, log } = options;
  const target = await createTarget();
  const dispose = defer(() => target.dispose());
  try {
    const heavyMessages = SUMMARY_CONVERSATIONS * MESSAGES_PER_SUMMARY_CONVERSATION;
    const pairs = Math.max(1, Math.round((size - heavyMessages) / 2));
    log(`[scaling ${size}] seeding about ${size.toLocaleString('en-US')} chat messages…`);
    const handle = await target.open();
    let landlordId: string;
    try {
      landlordId = (await seedChat(handle, { pairs, heavyConversations: SUMMARY_CONVERSATIONS }, () => {})).heavyLandlordId;
    } finally {
      await handle.close();
    }
    const jwtSecret = randomBytes(48).toString('base64url');
    const server = await startServerProcess(target, { JWT_SECRET: jwtSecret });
    const stop = defer(() => server.stop());
    try {
      const path = { path: `/api/messages/summary/${landlordId}/landlord`, token: signToken(jwtSecret, landlordId, 'landlord') };
      const endpoint = `GET /api/messages/summary/{userId}/landlord (${SUMMARY_CONVERSATIONS} conv.)`;
      const scenarios = [1, 50].map((connections) => ({ name: 'conversation summary', endpoint, connections, paths: [path] }));
      return await runScenarios(scenarios, { baseUrl: server.baseUrl, ...options.load }, log);
    } finally {
      await stop();
    }
  } finally {
    await dispose();
  }
}

/** One table per engine: a row per endpoint, req/s and p99 per size, and p99's growth from the smallest size to the largest. */
export function formatScaling(reports: readonly ScalingReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
    lines.push('', heading(`Scaling curve — ${report.engine} (listing cache off; load average now ${loadavg()[0]?.toFixed(1)})`));
    for (const error of report.errors) lines.push(`!!! ERROR: ${error}`);
    const headers = ['endpoint', 'conn.', ...report.sizes.flatMap((s) => [`${label(s)} req/s`, `${label(s)} p99`]), 'p99 growth'];
    const rows = report.rows.map((row) => {
      const cells = report.sizes.flatMap((size) => {
        const cell = row.cells.find((c) => c.size === size)?.result;
        if (!cell) return ['–', '–'];
        const failed = cell.non2xx + cell.errors + cell.timeouts;
        return [
          `${Math.round(cell.requestsPerSecond).toLocaleString('en-US')}${failed > 0 ? ' !!!' : ''}`,
          ms(cell.latencyMs.p99),
        ];
      });
      const first = row.cells[0]?.result.latencyMs.p99;
      const last = row.cells.at(-1)?.result.latencyMs.p99;
      const growth = first && last && row.cells.length > 1 ? `×${(last / first).toFixed(2)}` : '–';
      return [row.endpoint, String(row.connections), ...cells, growth];
    });
    const numeric = headers.map((_, i) => i).filter((i) => i > 0);
    lines.push(...table(headers, rows, numeric));
    lines.push(
      `Data ×${report.sizes.length > 1 ? ((report.sizes.at(-1) ?? 1) / (report.sizes[0] ?? 1)).toLocaleString('en-US') : 1}` +
        " from the first column to the last; latency in ms. Growth far below the data's means the reads stay index walks.",
    );
  }
  return `${lines.join('\n')}\n`;
}
