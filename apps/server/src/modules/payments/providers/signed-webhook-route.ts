import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { PaymentRouteHooks } from './payment-provider.js';

/** A webhook delivery whose signature is missing or does not match its bytes: refused with a 400. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type SignedWebhookRoute = {
  /** Under /api, e.g. '/payment/webhook'. */
  url: string;
  /** The request header that carries the network's signature. */
  signatureHeader: string;
  /**
   * Verifies the signature over the body's exact bytes (throwing a WebhookSignatureError when it
   * does not match) and answers the checkout session the delivery says is paid, or undefined for
   * any other event (acknowledged and ignored).
   */
  paidSessionOf: (rawBody: unknown, signature: string | undefined) => string | undefined;
  /** What the network calls a checkout session, for the log line about one we never opened. */
  sessionNoun: string;
};

/**
 * A payment network's webhook: public, since an unsigned or wrongly signed delivery is refused. The
 * signature covers the exact bytes sent, so the body is read raw instead of parsed as JSON, in a
 * scope of its own so the other routes still parse JSON.
 */
export async function registerSignedWebhookRoute(
  api: FastifyInstance,
  hooks: PaymentRouteHooks,
  route: SignedWebhookRoute,
): Promise<void> {
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(route.url, { bodyLimit: 1024 * 1024, config: { access: 'public' } }, async (request) => {
      const signature = request.headers[route.signatureHeader];
      let sessionId: string | undefined;
      try {
        sessionId = route.paidSessionOf(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        throw AppError.badRequest(error.message);
      }
      if (sessionId === undefined) return { received: true };
      try {
        await hooks.checkoutPaid(sessionId);
      } catch (error) {
        // A session we never opened (another app on the same account): acknowledge it, or the
        // network retries it for days. Anything else fails the delivery so the network retries it.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        request.log.warn({ sessionId }, `webhook for an unknown ${route.sessionNoun}`);
      }
      return { received: true };
    });
  });
}
