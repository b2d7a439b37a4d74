import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRouteHooks,
  type SessionState,
} from './payment-provider.js';
import { registerSignedWebhookRoute, WebhookSignatureError } from './signed-webhook-route.js';

/** What a verified webhook delivery asks of us. */
export type WebhookEvent = { type: 'checkout.completed'; sessionId: string } | { type: 'ignored'; eventType: string };

// A delivery whose signature does not verify throws the shared WebhookSignatureError (it is never acted on).
export { WebhookSignatureError };

/**
 * Stripe puts the session's id where `{CHECKOUT_SESSION_ID}` stands when it sends the customer
 * back (the braces must reach Stripe as they are, not URL-encoded).
 */
function withSessionIdParam(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (stripe-mock, a proxy, a test stand-in); unset: api.stripe.com. */
  apiUrl?: string | undefined;
};

/** Stripe refuses a Checkout Session that closes sooner than 30 minutes after it is created. */
const MIN_SESSION_SECONDS = 30 * 60;
/** Room for the request's own trip and clock skew between us and Stripe. */
const EXPIRY_MARGIN_SECONDS = 60;
/**
 * A clamped expiry is rounded up to this step so that repeating a call with the same idempotency key
 * a moment later sends the same expires_at: Stripe refuses a reused key whose parameters differ.
 */
const CLAMPED_EXPIRY_STEP_SECONDS = 5 * 60;

/** 'no_payment_required' is how Stripe reports a session whose total came to zero: nothing is owed. */
const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/**
 * Card payments through Stripe Checkout (PAYMENT_PROVIDER=stripe): the customer pays on Stripe's
 * hosted page, Stripe calls our webhook, and the session can always be read back to confirm.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      // Checkout is opened while the customer waits; the SDK's 80 s default would outlast their patience.
      timeout: 15_000,
      // Retries reuse the request's idempotency key, so a retried POST cannot charge or refund twice.
      maxNetworkRetries: 2,
      appInfo: { name: 'RentEase' },
      ...(options.apiUrl ? stripeApiAddress(options.apiUrl) : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              // Paise are Stripe's minor unit for INR, as for every two-decimal currency: no conversion.
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountPaise,
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          success_url: withSessionIdParam(request.successUrl),
          cancel_url: withSessionIdParam(request.cancelUrl),
          customer_email: request.customerEmail,
          client_reference_id: request.idempotencyKey,
          metadata: request.metadata,
          // Also on the payment itself, so a payment or refund seen in Stripe's dashboard names its booking.
          payment_intent_data: { metadata: request.metadata },
          // The wall clock, not the app's Clock: Stripe measures its 30 minutes on real time.
          expires_at: sessionExpiry(request.expiresAt, new Date()),
        },
        // Our payment id as the key: a double-clicked confirm, or our retry after a timeout, opens one session.
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      throw providerError('create the checkout session', error);
    }
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL.');
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async retrieveSession(sessionId: string): Promise<SessionState | undefined> {
    // The id comes from a URL the customer was sent back to: anything else is not a session of ours.
    if (!/^cs_\w{1,250}$/.test(sessionId)) return undefined;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      // Only Stripe's own "no such session": a bare 404 (a wrong STRIPE_API_URL, a proxy) must not make a
      // paid session look unknown.
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return undefined;
      throw providerError('read the checkout session', error);
    }
    const paymentIntent = session.payment_intent;
    return {
      status: isPaid(session) ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
      transactionId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
      amountPaise: session.amount_total ?? 0,
      currency: session.currency?.toUpperCase() ?? '',
    };
  }

  async refund(transactionId: string, amountPaise: number, reference?: string): Promise<void> {
    try {
      await this.stripe.refunds.create(
        { payment_intent: transactionId, amount: amountPaise },
        // One key per refund: asking again (a retried job, two workers) refunds once.
        { idempotencyKey: reference ?? `refund-${transactionId}` },
      );
    } catch (error) {
      // Stripe forgets idempotency keys after 24 hours; a repeat after that meets the finished refund.
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
      throw providerError('refund the payment', error);
    }
  }

  /** Stripe's signed webhook at /api/payment/webhook: checkout.session.completed confirms the booking. */
  async registerRoutes(api: FastifyInstance, hooks: PaymentRouteHooks): Promise<void> {
    await registerSignedWebhookRoute(api, hooks, {
      url: '/payment/webhook',
      signatureHeader: 'stripe-signature',
      paidSessionOf: (rawBody, signature) => {
        const event = this.parseWebhook(rawBody as Buffer, signature);
        return event.type === 'checkout.completed' ? event.sessionId : undefined;
      },
      sessionNoun: 'checkout session',
    });
  }

  /** Verifies a webhook delivery's signature over its exact bytes and reads it. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      // Verified over the exact bytes Stripe sent: a re-serialized body would never match.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
      throw error;
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'checkout.completed', sessionId: event.data.object.id };
      default:
        return { type: 'ignored', eventType: event.type };
    }
  }
}

/**
 * Whole seconds, never sooner than Stripe accepts. The requested time wins when it is late enough,
 * so repeats of one payment's request send the same parameters.
 */
function sessionExpiry(requested: Date, now: Date): number {
  const requestedSeconds = Math.ceil(requested.getTime() / 1000);
  const earliest = Math.ceil(now.getTime() / 1000) + MIN_SESSION_SECONDS + EXPIRY_MARGIN_SECONDS;
  if (requestedSeconds >= earliest) return requestedSeconds;
  return Math.ceil(earliest / CLAMPED_EXPIRY_STEP_SECONDS) * CLAMPED_EXPIRY_STEP_SECONDS;
}

/** The SDK takes host, port and protocol separately; it always adds /v1/ itself, so a path in apiUrl is not used. */
export function stripeApiAddress(apiUrl: string): Required<Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>> {
  const url = new URL(apiUrl);
  // "stripe-mock:12111" parses as a URL with the scheme stripe-mock: refuse it rather than guess.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Stripe's API address must be an http:// or https:// URL, not ${apiUrl}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // URL keeps an IPv6 address in brackets; Node's http client wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    // An empty port means the scheme's default, but the SDK would fill in 443 even for http.
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const detail = [error.statusCode, error.code ?? error.type].filter(Boolean).join(' ');
    return new PaymentProviderError(`Stripe could not ${action} (${detail}).`, { cause: error });
  }
  return new PaymentProviderError(`Stripe could not ${action}.`, { cause: error });
}
