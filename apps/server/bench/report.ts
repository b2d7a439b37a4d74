import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BundleReport } from './bundle-sizes.js';
import type { DeepPageResult, LoadResult } from './load.js';
import type { PlanReport } from './plans.js';
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
  plans: PlanReport[];
  errors: string[];
};

export type BenchReport = {
  generatedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  settings: { listings: number; cities: number; durationS: number; warmupS: number };
  engines: EngineReport[];
  bundles: BundleReport | { error: string };
};

const PLAN_LINES_SHOWN = 6;
const LINE_WIDTH = 128;

export function writeJsonReport(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function formatReport(report: BenchReport): string {
  const { machine, settings } = report;
  const sections = [
    heading(`RentEase benchmark — ${n(settings.listings)} listings in ${settings.cities} cities`),
    `${report.generatedAt} · ${machine.cpus} × ${machine.cpuModel} · ${machine.memoryGb.toFixed(0)} GB · Node ${machine.node}`,
    `Load: autocannon, ${settings.durationS} s per row after a ${settings.warmupS} s warm-up; ` +
      'the load generator and the server share this machine.',
    ...report.engines.map(formatEngine),
  ];
  if (report.engines.length > 1) sections.push(formatComparison(report.engines));
  sections.push(formatBundles(report.bundles));
  return `${sections.join('\n')}\n`;
}

function formatEngine(engine: EngineReport): string {
  const lines = ['', heading(`${engine.label}${engine.version ? ` — PostgreSQL ${engine.version}` : ''}`)];
  for (const error of engine.errors) lines.push(`!!! ERROR: ${error}`);
  if (engine.seed) lines.push(...formatSeed(engine.seed));
  lines.push(...formatTerms(engine.searchTerms));
  if (engine.load.length > 0) lines.push('', 'Load', ...formatLoad(engine.load));
  if (engine.deepPage) lines.push('', formatDeepPage(engine.deepPage));
  if (engine.plans.length > 0) lines.push('', ...formatPlans(engine.plans, engine.seed?.listings ?? 0));
  return lines.join('\n');
}

function formatSeed(seed: SeedSummary): string[] {
  const t = seed.timingsMs;
  const citiesNote = seed.cities === 200 ? 'as expected' : '!!! expected 200';
  return [
    `Seed: ${n(seed.listings)} listings · ${n(seed.landlords)} landlords · ${n(seed.tenants)} tenants · ` +
      `${n(seed.images)} images (${n(seed.uploads)} uploads) · ${n(seed.bookings)} confirmed bookings`,
    `      ${n(seed.cities)} rows in cities (maintained by the trigger on properties; ${citiesNote})`,
    `Seeding time: ${seconds(t.total)} (migrate ${seconds(t.migrate)}, insert ${seconds(t.insert)}, ` +
      `VACUUM ANALYZE ${seconds(t.analyze)}) — ${n(Math.round(seed.listings / (t.insert / 1000)))} listings/s`,
  ];
}

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
  ];
  return [
    ...table(headers, rows, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    'answered: connections that got a response at all; resp/conn: fewest–most responses one connection got (fairness).',
    'Latencies count answered requests only: a request still waiting when a run ends is in neither p99 nor max.',
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
      ? 'No sequential scan of properties, property_images, uploads or bookings in any plan.'
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

function formatBundles(bundles: BenchReport['bundles']): string {
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
function table(headers: string[], rows: string[][], rightAligned: number[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(render)];
}

function heading(text: string): string {
  return `== ${text} ${'='.repeat(Math.max(3, 100 - text.length))}`;
}

function truncate(line: string): string {
  return line.length > LINE_WIDTH ? `${line.slice(0, LINE_WIDTH - 1)}…` : line;
}

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const kb = (value: number) => value.toFixed(1);

function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}
