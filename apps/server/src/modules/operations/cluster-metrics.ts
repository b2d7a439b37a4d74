import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Under start:cluster the workers share one port, so a scrape reaches one of them; it answers for
 * all. The worker asks the primary over the cluster's IPC channel, the primary asks every worker
 * for its registry (prom-client's AggregatorRegistry) and sums them: requests, emails and cache
 * lookups add up, and the figures read from the database are told once (their aggregator is 'max').
 */
const ASK = 'rentease:metrics';
const ANSWER = 'rentease:metrics-answer';
const PRIMARY_TIMEOUT_MS = 5000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ANSWER;

/** In the cluster's primary: answers a worker's scrape with every worker's metrics summed. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer))
      .catch((error: unknown) =>
        worker.send({ type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
  });
}

/**
 * In a cluster's worker, at start: `registry` is what this worker gives the primary when it
 * collects (every worker must answer, scraped or not). Elsewhere nothing happens.
 */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
}

let asked = 0;

/** The metrics a scrape of this process should see: its own, or in a cluster's worker the whole cluster's. */
export function readMetrics(registry: Registry): Promise<string> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return registry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, PRIMARY_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    send({ type: ASK, id } satisfies Ask);
  });
}
