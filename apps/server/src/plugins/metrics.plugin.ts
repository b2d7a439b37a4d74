import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { joinClusterMetrics, readMetrics } from '../modules/operations/cluster-metrics.js';
import type { AppMetrics } from '../modules/operations/metrics.service.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every request into the metrics, and answers `GET /metrics` (Prometheus text) to whoever
 * holds METRICS_TOKEN; without the token configured there are no metrics to read (404), and a
 * missing or wrong token is a 401: metrics say how the business is doing, so they are never public.
 */
export function registerMetrics(app: FastifyInstance, { metrics, token }: { metrics: AppMetrics; token: string | undefined }) {
  if (token !== undefined) joinClusterMetrics(metrics.registry);
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        // The pattern ('/api/property/:id'); requests that matched no route share one series.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw AppError.notFound();
    // Compared as digests of equal length, in constant time: the answer's timing says nothing of the token.
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) throw AppError.unauthenticated();
    reply.header('cache-control', 'no-store');
    // Under start:cluster, the whole cluster's figures, whichever worker the scrape reached.
    return reply.type(metrics.registry.contentType).send(await readMetrics(metrics.registry));
  });
}
