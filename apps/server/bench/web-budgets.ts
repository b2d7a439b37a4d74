import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { measureBundles, type RouteBundle } from './bundle-sizes.js';
import { buildIfStale, repoRoot, startServerProcess } from './server-process.js';
import { buildStackFloor } from './stack-floor.js';

/**
 * Web performance budgets of the "performance and scale" issue, measured on the production build
 * served by the real server (demo data seeded, so /browse has listings):
 * - first-load JavaScript and CSS per route, gzip, from the Vite manifest (bundle-sizes.ts);
 * - Lighthouse in its default mobile emulation (simulated Slow 4G, 4× CPU slowdown) for the public
 *   pages, several runs each, the median of every figure reported;
 * - the same for a reference page drawn by the app's frameworks alone (stack-floor.ts): the floor
 *   under both, as the bare Fastify route is the ceiling over the load tables.
 * Figures only: nothing passes or fails, since Lighthouse on a shared machine moves with its load.
 */

export const WEB_BUDGETS = {
  homeJsGzipKb: 150,
  browseJsGzipKb: 170,
  routeJsGzipKb: 200,
  performance: 95,
  accessibility: 100,
  cls: 0.02,
} as const;

/** A listing's own page stands for every /homes/{id}: the first listing of the demo search. */
const LISTING_PAGE = '/homes/{first}';
const DEFAULT_PAGES = ['/', '/browse', LISTING_PAGE];
const DEFAULT_RUNS = 3;
const KB = 1024;

export type WebBudgetOptions = {
  /** Lighthouse runs per page; the median of each figure is reported (default 3). */
  runs?: number;
  /** Paths Lighthouse loads (default '/', '/browse' and the first demo listing's /homes/{id}). */
  pages?: string[];
  /** Chromium binary (default CHROME_PATH, then /usr/bin/chromium). */
  chromePath?: string;
  /** false: only the bundle sizes, no server and no Lighthouse. */
  lighthouse?: boolean;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
};

/** First-load bytes of one route or, for an area, of its heaviest route. */
export type RouteWeight = {
  /** 'home', 'browse', 'listing page', 'tenant area', …, or 'heaviest route'. */
  label: string;
  /** The route measured (for an area: its heaviest). */
  route: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: number;
};

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** JavaScript the page downloaded, as transferred (compressed by the server). */
  scriptTransferKb: number;
};

export type LighthousePage = {
  path: string;
  /** Median of each figure over the runs (each figure on its own). */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Accessibility audits that failed in any run, with their titles. */
  accessibilityFailures: { id: string; title: string }[];
  /** What the page logged as errors in any run (Lighthouse's errors-in-console): the target is none. */
  consoleErrors: string[];
  /** The largest-contentful-paint element of the median-LCP run, as Lighthouse describes it. */
  lcpElement: string | undefined;
};

export type WebBudgetReport = {
  measuredAt: string;
  /** The machine's 1-minute load average before and after the Lighthouse runs (2 cores shared). */
  loadAverage: { before: number; after: number };
  entry: { file: string; jsGzipKb: number };
  /** The app shell (index.html) as sent, gzip. */
  htmlGzipKb: number;
  routes: RouteWeight[];
  /** Every route's first-load JavaScript, heaviest first. */
  allRoutes: RouteBundle[];
  lighthouse: LighthousePage[];
  lighthouseVersion: string | undefined;
  /**
   * The reference page drawn by the frameworks alone (stack-floor.ts): its first-load JS and, when
   * Lighthouse runs, its figures — the floor under every page above.
   */
  stackFloor: { jsGzipKb: number; lighthouse: LighthousePage | undefined };
};

/**
 * Measures the web budgets: builds the app if stale, sizes every route's first load from the
 * Vite manifest, then starts the real server on a throwaway database with demo data and runs
 * Lighthouse (mobile) `runs` times on each page.
 */
export async function measureWebBudgets(options: WebBudgetOptions = {}): Promise<WebBudgetReport> {
  const log = options.log ?? (() => {});
  await buildIfStale();
  const webDir = path.join(repoRoot, 'apps/web');
  const distDir = path.join(webDir, 'dist');
  const bundles = measureBundles(webDir);
  const cssOf = routeCss(distDir);
  const allRoutes = [...bundles.routes].sort((a, b) => b.gzipKb - a.gzipKb);
  const weigh = (label: string, bundle: RouteBundle | undefined): RouteWeight[] =>
    bundle ? [{ label, route: bundle.route, jsGzipKb: bundle.gzipKb, cssGzipKb: cssOf(bundle), files: bundle.files }] : [];
  const heaviestUnder = (prefix: string) => allRoutes.find((r) => r.route.startsWith(prefix) && r.route !== '/admin/login');
  const routes = [
    ...weigh(
      'home',
      allRoutes.find((r) => r.route === '/'),
    ),
    ...weigh(
      'browse',
      allRoutes.find((r) => r.route === '/browse'),
    ),
    ...weigh(
      'listing page',
      allRoutes.find((r) => r.route === '/homes/:id'),
    ),
    ...weigh('tenant area', heaviestUnder('/tenant/')),
    ...weigh('landlord area', heaviestUnder('/landlord/')),
    ...weigh('admin area', heaviestUnder('/admin/')),
    ...weigh('heaviest route', allRoutes[0]),
  ];
  const report: WebBudgetReport = {
    measuredAt: new Date().toISOString(),
    loadAverage: { before: loadavg()[0] ?? 0, after: loadavg()[0] ?? 0 },
    entry: { file: bundles.entry.file, jsGzipKb: bundles.entry.gzipKb },
    htmlGzipKb: gzipSync(readFileSync(path.join(distDir, 'index.html')), { level: 9 }).length / KB,
    routes,
    allRoutes,
    lighthouse: [],
    lighthouseVersion: undefined,
    stackFloor: { jsGzipKb: Number.NaN, lighthouse: undefined },
  };
  log('Building the frameworks-only reference page…');
  const stackFloor = await buildStackFloor();
  report.stackFloor.jsGzipKb = stackFloor.jsGzipKb;
  if (options.lighthouse === false) return report;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentease-web-budgets-'));
  log('Starting the server with demo data…');
  const server = await startServerProcess({ dataDir, databaseUrl: undefined }, { SEED_DEMO: 'true' });
  const chrome = await launch({
    chromePath: options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const runs = options.runs ?? DEFAULT_RUNS;
    // A first unrecorded visit warms the server (file reads, listing query, compression) so the
    // recorded runs measure the page, not the server's first request.
    await fetch(`${server.baseUrl}/`);
    const firstListing = ((await (await fetch(`${server.baseUrl}/api/property?limit=1`)).json()) as { id: string }[])[0];
    for (const listed of options.pages ?? DEFAULT_PAGES) {
      const pagePath = listed === LISTING_PAGE ? `/homes/${firstListing?.id}` : listed;
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        log(`Lighthouse ${pagePath} run ${run}/${runs} (load ${loadavg()[0]?.toFixed(2)})…`);
        results.push(await runLighthouse(`${server.baseUrl}${pagePath}`, chrome.port, log));
      }
      report.lighthouse.push(summarizePage(listed === LISTING_PAGE ? '/homes/{id}' : pagePath, results));
      report.lighthouseVersion = results[0]?.lighthouseVersion;
    }
    const floor = await stackFloor.serve();
    try {
      const floorResults: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        log(`Lighthouse of the frameworks-only page, run ${run}/${runs} (load ${loadavg()[0]?.toFixed(2)})…`);
        floorResults.push(await runLighthouse(floor.url, chrome.port, log));
      }
      report.stackFloor.lighthouse = summarizePage('stack floor', floorResults);
    } finally {
      await floor.stop();
    }
  } finally {
    report.loadAverage.after = loadavg()[0] ?? 0;
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

/**
 * One Lighthouse run. A run whose trace came out unusable (NO_NAVSTART and the like, seen now and
 * then on a loaded machine) is tried again, up to twice, rather than reported as a figure.
 */
async function runLighthouse(url: string, port: number, log: (line: string) => void): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Also from best practices, alone: the issue asks for nothing in the console.
      onlyAudits: ['errors-in-console'],
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing.' };
    if (result && !error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse ${url}: ${error?.message}`);
    log(`  Lighthouse ${url} failed (${error?.code}); trying again.`);
  }
}

function summarizePage(pagePath: string, results: LighthouseResult[]): LighthousePage {
  const runs = results.map(figuresOf);
  const median = Object.fromEntries(
    (Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[]).map((key) => [key, medianOf(runs.map((r) => r[key]))]),
  ) as LighthouseFigures;
  const failures = new Map<string, string>();
  for (const lhr of results) {
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) failures.set(ref.id, audit.title);
    }
  }
  const medianLcpRun = results[runs.findIndex((r) => r.lcpMs === median.lcpMs)] ?? results[0];
  return {
    path: pagePath,
    median,
    runs,
    accessibilityFailures: [...failures].map(([id, title]) => ({ id, title })),
    consoleErrors: [...new Set(results.flatMap(consoleErrorsOf))],
    lcpElement: medianLcpRun ? lcpElementOf(medianLcpRun) : undefined,
  };
}

function figuresOf(lhr: LighthouseResult): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const script = items.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptTransferKb: (script?.transferSize ?? 0) / KB,
  };
}

function consoleErrorsOf(lhr: LighthouseResult): string[] {
  const details = lhr.audits['errors-in-console']?.details as
    | { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] }
    | undefined;
  return (details?.items ?? []).map((item) =>
    `${item.source ?? 'console'}: ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim().slice(0, 200),
  );
}

function lcpElementOf(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : undefined;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** CSS files a route's first load pulls in (the chunks' `css` in the manifest), gzip KB. */
function routeCss(distDir: string): (bundle: RouteBundle) => number {
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry);
  return (bundle) => {
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      for (const file of chunk?.css ?? []) css.add(file);
      for (const imported of chunk?.imports ?? []) visit(imported);
    };
    for (const key of [entryKey, bundle.layout, bundle.page]) if (key) visit(key);
    let bytes = 0;
    for (const file of css) bytes += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    return bytes / KB;
  };
}

/** The report as a table, each figure beside its target. */
export function formatWebBudgets(report: WebBudgetReport): string {
  const lines: string[] = [];
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  lines.push(
    `Web budgets (${report.measuredAt}; load average ${report.loadAverage.before.toFixed(2)} → ${report.loadAverage.after.toFixed(2)})`,
  );
  lines.push('');
  lines.push(`First load, gzip (entry ${report.entry.file}: ${kb(report.entry.jsGzipKb)}; index.html ${kb(report.htmlGzipKb)})`);
  lines.push(`  ${'page'.padEnd(16)}${'route'.padEnd(28)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'target JS'.padStart(12)}  `);
  const weightRow = (label: string, route: string, jsGzipKb: number, css: string, target: number) =>
    `  ${label.padEnd(16)}${route.padEnd(28)}${kb(jsGzipKb).padStart(10)}${css.padStart(10)}${`≤ ${target} KB`.padStart(12)}  ${mark(jsGzipKb <= target)}`;
  for (const route of report.routes) {
    lines.push(weightRow(route.label, route.route, route.jsGzipKb, kb(route.cssGzipKb), jsBudgetFor(route.label)));
  }
  // Against home's budget, the smallest: no page can load less than its frameworks.
  lines.push(weightRow('stack floor', '(frameworks alone)', report.stackFloor.jsGzipKb, '', WEB_BUDGETS.homeJsGzipKb));
  lines.push(
    '  (stack floor: a search page of twelve cards drawn with React, React Router, MUI + Emotion, i18next and TanStack Query only)',
  );
  if (report.lighthouse.length === 0) return lines.join('\n');
  const runs = report.lighthouse[0]?.runs.length ?? 0;
  lines.push('');
  lines.push(`Lighthouse ${report.lighthouseVersion ?? ''}, mobile emulation, median of ${runs} run(s)`);
  lines.push(
    `  ${'page'.padEnd(13)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'SI'.padStart(9)}${'JS sent'.padStart(10)}`,
  );
  const pages = report.stackFloor.lighthouse ? [...report.lighthouse, report.stackFloor.lighthouse] : report.lighthouse;
  for (const page of pages) {
    const m = page.median;
    lines.push(
      `  ${page.path.padEnd(13)}${String(m.performance).padStart(6)}${String(m.accessibility).padStart(6)}${seconds(m.fcpMs).padStart(9)}${seconds(m.lcpMs).padStart(9)}${`${Math.round(m.tbtMs)} ms`.padStart(9)}${m.cls.toFixed(3).padStart(8)}${seconds(m.speedIndexMs).padStart(9)}${kb(m.scriptTransferKb).padStart(10)}`,
    );
  }
  lines.push(
    `  ${'target'.padEnd(13)}${`≥${WEB_BUDGETS.performance}`.padStart(6)}${`≥${WEB_BUDGETS.accessibility}`.padStart(6)}${''.padStart(27)}${`≤${WEB_BUDGETS.cls}`.padStart(8)}`,
  );
  for (const page of pages) {
    const m = page.median;
    const verdicts = [
      `performance ${mark(m.performance >= WEB_BUDGETS.performance)}`,
      `accessibility ${mark(m.accessibility >= WEB_BUDGETS.accessibility)}`,
      `CLS ${mark(m.cls <= WEB_BUDGETS.cls)}`,
      `console ${mark(page.consoleErrors.length === 0)}`,
    ];
    lines.push(`  ${page.path}: ${verdicts.join(', ')}; runs perf ${page.runs.map((r) => r.performance).join('/')}`);
    if (page.lcpElement) lines.push(`    LCP element: ${page.lcpElement}`);
    for (const failure of page.accessibilityFailures) lines.push(`    a11y: ${failure.id} — ${failure.title}`);
    for (const error of page.consoleErrors) lines.push(`    console: ${error}`);
  }
  return lines.join('\n');
}

/** The issue's first-load targets: home and /browse have their own, every other route the general one. */
export function jsBudgetFor(label: string): number {
  if (label === 'home') return WEB_BUDGETS.homeJsGzipKb;
  if (label === 'browse') return WEB_BUDGETS.browseJsGzipKb;
  return WEB_BUDGETS.routeJsGzipKb;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

// CLI: npx tsx apps/server/bench/web-budgets.ts [runs]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = process.argv[2] ? Number(process.argv[2]) : undefined;
  const report = await measureWebBudgets({ runs, log: (line) => console.error(line) });
  console.log(formatWebBudgets(report));
}
