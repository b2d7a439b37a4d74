import { demoCheckoutSession, demoPayBody, demoPayResponse } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../../config.js';
import { paiseToRupees } from '../../../lib/money.js';
import type { DemoPaymentProvider } from './demo.js';
import type { SessionState } from './payment-provider.js';

export type DemoCheckoutRoutesOptions = {
  provider: DemoPaymentProvider;
  rateLimit: RateLimitRule;
  /**
   * What a card network's webhook would do once the money is taken: confirm the booking, with the
   * paid session as the network has just written it.
   */
  onPaid: (sessionId: string, paid: SessionState) => Promise<unknown>;
};

/** The address the customer goes back to, with the session's id in its query (our pages read session_id). */
export function withSessionId(url: string, sessionId: string): string {
  const address = new URL(url);
  address.searchParams.set('session_id', sessionId);
  return address.toString();
}

const sessionParams = z.object({ sessionId: z.string().min(1).max(100) });

/**
 * The demo card network's hosted checkout API, used by the page at /checkout/{sessionId} and by
 * scripted clients. No login: like a Stripe checkout link, the unguessable session id is the key.
 */
export async function demoCheckoutRoutes(app: FastifyInstance, { provider, rateLimit, onPaid }: DemoCheckoutRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payment/demo/:sessionId',
    { schema: { params: sessionParams, response: { 200: demoCheckoutSession } }, config: { access: 'public' } },
    async (request) => {
      const session = await provider.describe(request.params.sessionId);
      return {
        sessionId: session.id,
        status: session.state,
        description: session.description,
        propertyTitle: session.metadata.propertyTitle ?? session.description,
        location: session.metadata.location ?? '',
        moveInDate: session.metadata.moveInDate ?? '',
        months: Number(session.metadata.months ?? 0),
        amount: paiseToRupees(session.amountPaise),
        currency: session.currency,
        expiresAt: session.expiresAt.toISOString(),
        cancelUrl: withSessionId(session.cancelUrl, session.id),
        successUrl: withSessionId(session.successUrl, session.id),
      };
    },
  );

  api.post(
    '/payment/demo/:sessionId/pay',
    {
      schema: { params: sessionParams, body: demoPayBody, response: { 200: demoPayResponse } },
      // Per address and checkout: bounds card-number guessing on one session without letting one
      // busy address (a NAT, the test runner) lock out everyone else's checkouts.
      config: {
        access: 'public',
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          keyGenerator: (request) => `pay|${request.ip}|${(request.params as { sessionId?: string }).sessionId ?? ''}`,
        },
      },
    },
    async (request) => {
      const { redirectUrl, paid } = await provider.pay(request.params.sessionId, request.body);
      try {
        await onPaid(request.params.sessionId, paid);
      } catch (error) {
        // The card is charged whatever happens here; the success page's status check confirms the
        // booking again, so a failure now only delays the confirmation.
        request.log.error({ err: error, sessionId: request.params.sessionId }, 'confirming a paid demo checkout failed');
      }
      return { redirectUrl };
    },
  );
}
