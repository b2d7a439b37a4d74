import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/**
 * A request path, with the bearer token to send when the endpoint is for signed-in users, or a
 * POST with its JSON body (a login).
 */
export type LoadPath = string | { path: string; token: string } | { path: string; method: 'POST'; json: unknown };

export type LoadScenario = {
  name: string;
  /** The endpoint as shown in the report, e.g. GET /api/property?q=… */
  endpoint: string;
  connections: number;
  /** Request paths, rotated across all connections. */
  paths: readonly LoadPath[];
  /** The p99 an issue asks of this endpoint, in ms: reported next to the figure, never asserted. */
  targetP99Ms?: number;
};

export type LatencySummary = { p50: number; p90: number; p99: number; max: number; mean: number };

export type LoadResult = {
  name: string;
  endpoint: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /**
   * How evenly the server shared itself out: connections that got at least one response, and the
   * fewest/most responses one connection got. A starved connection never shows up in latencies.
   */
  perConnection: { answered: number; minResponses: number; maxResponses: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The machine's 1-minute load average as the row ended: above the core count, others competed for the CPU. */
  loadAverage: number;
  targetP99Ms?: number;
};

export type LoadOptions = { baseUrl: string; durationS: number; warmupS: number };

/** Runs each scenario after a short warm-up of the same shape (JIT, plan caches, buffer cache). */
export async function runScenarios(
  scenarios: readonly LoadScenario[],
  options: LoadOptions,
  log: (line: string) => void,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    log(`  ${scenario.name} (${scenario.connections} conn.)…`);
    if (options.warmupS > 0) {
      await runScenario(scenario, options.baseUrl, options.warmupS);
      await drain(options.baseUrl);
    }
    results.push(await runScenario(scenario, options.baseUrl, options.durationS));
    await drain(options.baseUrl);
  }
  return results;
}

async function runScenario(scenario: LoadScenario, baseUrl: string, durationS: number): Promise<LoadResult> {
  const nextPath = rotation(scenario.paths);
  // autocannon's own histogram has 1 ms resolution and drops non-2xx responses; keep exact times.
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const responsesByConnection = new Map<object, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: scenario.connections,
        duration: durationS,
        requests: [{ method: 'GET', setupRequest: (request) => withPath(request, nextPath()) }],
      },
      (error: Error | null, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      responsesByConnection.set(client, (responsesByConnection.get(client) ?? 0) + 1);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
  return {
    name: scenario.name,
    endpoint: scenario.endpoint,
    connections: scenario.connections,
    durationS: result.duration,
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    latencyMs: summarise(latencies),
    perConnection: perConnection(responsesByConnection, scenario.connections),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    loadAverage: loadavg()[0] ?? Number.NaN,
    ...(scenario.targetP99Ms === undefined ? {} : { targetP99Ms: scenario.targetP99Ms }),
  };
}

function withPath(request: autocannon.Request, next: LoadPath): autocannon.Request {
  if (typeof next === 'string') return { ...request, path: next };
  if ('json' in next) {
    return {
      ...request,
      method: next.method,
      path: next.path,
      body: JSON.stringify(next.json),
      headers: { ...request.headers, 'content-type': 'application/json' },
    };
  }
  return { ...request, path: next.path, headers: { ...request.headers, authorization: `Bearer ${next.token}` } };
}

function perConnection(responses: Map<object, number>, connections: number): LoadResult['perConnection'] {
  const counts = [...responses.values()];
  const answered = counts.length;
  return {
    answered,
    minResponses: answered < connections ? 0 : Math.min(...counts),
    maxResponses: answered === 0 ? 0 : Math.max(...counts),
  };
}

/**
 * The server keeps working through requests autocannon abandoned when a run ended. One more
 * database-backed request is answered only after that backlog (the engines queue queries in
 * order), so the next run starts on an idle server.
 */
async function drain(baseUrl: string): Promise<void> {
  await fetch(new URL('/api/property?limit=1', baseUrl)).then((response) => response.text());
}

/** Shared by every connection, so concurrent connections ask for different things, as real users do. */
function rotation(paths: readonly LoadPath[]): () => LoadPath {
  if (paths.length === 0) throw new Error('A load scenario needs at least one path.');
  let next = 0;
  return () => {
    const path = paths[next % paths.length] ?? '/';
    next++;
    return path;
  };
}

export function summarise(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { p50: Number.NaN, p90: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

export type DeepPageResult = { pagesFetched: number; rounds: number; msByPage: Record<number, number>; error?: string };

/**
 * Walks the "next" links of GET /api/property one page at a time, as infinite scroll does; keyset
 * pagination should make page 20 cost what page 1 does. Median of a few walks per page.
 */
export async function walkPages(baseUrl: string, pages: number, rounds: number): Promise<DeepPageResult> {
  const timings: number[][] = Array.from({ length: pages }, () => []);
  let pagesFetched = pages;
  for (let round = 0; round < rounds; round++) {
    let next: string | undefined = '/api/property';
    for (let page = 0; page < pages && next; page++) {
      const started = performance.now();
      const response: Response = await fetch(new URL(next, baseUrl));
      await response.text();
      timings[page]?.push(performance.now() - started);
      if (!response.ok) {
        return { pagesFetched: page, rounds, msByPage: {}, error: `page ${page + 1} answered ${response.status}` };
      }
      next = nextLink(response.headers.get('link'));
      if (!next) pagesFetched = Math.min(pagesFetched, page + 1);
    }
  }
  const msByPage: Record<number, number> = {};
  timings.forEach((samples, i) => {
    if (samples.length > 0) msByPage[i + 1] = summarise(samples).p50;
  });
  return { pagesFetched, rounds, msByPage };
}

export function nextLink(header: string | null): string | undefined {
  return header ? /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] : undefined;
}

/** One request, to check an endpoint before loading it and to report how many rows a term matches. */
export async function probe(
  baseUrl: string,
  path: string,
): Promise<{ status: number; totalCount: number | undefined; items: number }> {
  const response = await fetch(new URL(path, baseUrl));
  const body: unknown = await response.json().catch(() => undefined);
  const total = response.headers.get('x-total-count');
  return {
    status: response.status,
    totalCount: total === null ? undefined : Number(total),
    items: Array.isArray(body) ? body.length : 0,
  };
}
