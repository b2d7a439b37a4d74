import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRouteHooks,
  type SessionState,
} from './payment-provider.js';
import { registerSignedWebhookRoute, WebhookSignatureError } from './signed-webhook-route.js';

export type RazorpayProviderOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another address for Razorpay's API (a proxy, a test stand-in); unset: https://api.razorpay.com. */
  apiUrl?: string | undefined;
};

/** What a verified webhook delivery asks of us. */
export type RazorpayWebhookEvent = { type: 'link.paid'; sessionId: string } | { type: 'ignored'; eventType: string };

/** A webhook whose signature does not verify: never acted on. */
export class RazorpayWebhookSignatureError extends WebhookSignatureError {
  override name = 'RazorpayWebhookSignatureError';
}

/** Razorpay refuses a payment link that closes sooner than 15 minutes after it is created. */
const MIN_LINK_SECONDS = 15 * 60;
/** Room for the request's own trip and clock skew between us and Razorpay. */
const EXPIRY_MARGIN_SECONDS = 60;
/** Razorpay keeps at most 15 notes of 256 characters each. */
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const REQUEST_TIMEOUT_MS = 15_000;
const LINK_ID = /^plink_\w{1,64}$/;

// Razorpay's answers are read through these shapes rather than trusted to match the SDK's typings
// (which, for one, give a link's `payments` as an object where the API sends a list).
const linkPayment = z.object({ payment_id: z.string(), method: z.string().nullish(), status: z.string() });
const paymentLinkShape = z.object({
  id: z.string(),
  short_url: z.string(),
  status: z.string(),
  amount: z.number(),
  amount_paid: z.number().nullish(),
  currency: z.string(),
  expire_by: z.number().nullish(),
  reference_id: z.string().nullish(),
  payments: z.array(linkPayment).nullish(),
});
type PaymentLink = z.infer<typeof paymentLinkShape>;
const linkList = z.object({ payment_links: z.array(paymentLinkShape) });
const refundList = z.object({ items: z.array(z.object({ receipt: z.string().nullish() })) });
/** The SDK rejects with `{ statusCode, error: { code, description } }`. */
const sdkError = z.object({
  statusCode: z.union([z.number(), z.string()]),
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});
const webhookShape = z.object({
  event: z.string(),
  payload: z
    .object({
      payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});
const returnQuery = z.object({
  /** Where on our app the customer goes next: a path of ours, never another site. */
  to: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site'),
  razorpay_payment_link_id: z.string().regex(LINK_ID, 'Not a payment link id').optional(),
});

/**
 * Payments through Razorpay's hosted Payment Links (PAYMENT_PROVIDER=razorpay), where Indian
 * customers pay by UPI, netbanking, card or wallet: the customer pays on Razorpay's page, Razorpay
 * calls our webhook and sends the customer back, and the link can always be read back to confirm.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly razorpay: Razorpay;
  private readonly webhookSecret: string;

  constructor(options: RazorpayProviderOptions) {
    this.webhookSecret = options.webhookSecret;
    this.razorpay = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    configureHttpClient(this.razorpay, options.apiUrl);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    let link: PaymentLink;
    try {
      link = paymentLinkShape.parse(
        await this.razorpay.paymentLink.create({
          // Paise are Razorpay's unit for INR: no conversion.
          amount: request.amountPaise,
          currency: request.currency,
          accept_partial: false,
          description: request.description.slice(0, 2048),
          // Our payment id: Razorpay refuses a second link with the same reference, so a double-clicked
          // confirm, or our retry after a timeout, cannot open two links for one payment.
          reference_id: request.idempotencyKey,
          customer: { email: request.customerEmail },
          // The customer is already on our page and goes straight to the link: no SMS or email from Razorpay.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: notesOf(request.metadata),
          callback_url: returnAddress(request.successUrl),
          callback_method: 'get',
          // The wall clock, not the app's Clock: Razorpay measures its 15 minutes on real time.
          expire_by: linkExpiry(request.expiresAt, new Date()),
        }),
      );
    } catch (error) {
      // The reference is taken: an earlier call for this payment opened the link (its answer was lost).
      const existing = isBadRequest(error) ? await this.findByReference(request.idempotencyKey) : undefined;
      if (!existing) throw providerError('create the payment link', error);
      link = existing;
    }
    return { sessionId: link.id, url: link.short_url, expiresAt: new Date((link.expire_by ?? 0) * 1000) };
  }

  async retrieveSession(sessionId: string): Promise<SessionState | undefined> {
    // The id comes from a URL the customer was sent back to: anything else is not a link of ours.
    if (!LINK_ID.test(sessionId)) return undefined;
    let link: PaymentLink;
    try {
      link = paymentLinkShape.parse(await this.razorpay.paymentLink.fetch(sessionId));
    } catch (error) {
      // Only Razorpay's own "no such link" (a 400 naming the id): a bare 404 from a wrong RAZORPAY_API_URL
      // or a proxy must not make a paid link look unknown.
      if (isBadRequest(error) && /does not exist|invalid/i.test(errorDescription(error))) return undefined;
      throw providerError('read the payment link', error);
    }
    const captured = link.payments?.find((payment) => payment.status === 'captured');
    return {
      status: stateOf(link),
      transactionId: captured?.payment_id ?? null,
      amountPaise: link.status === 'paid' ? (link.amount_paid ?? link.amount) : link.amount,
      currency: link.currency.toUpperCase(),
      method: captured?.method ?? null,
    };
  }

  async refund(transactionId: string, amountPaise: number, reference?: string): Promise<void> {
    // Razorpay takes no idempotency key: the refund's receipt names it, and a receipt already on the
    // payment means an earlier attempt (a retried job, two workers) went through.
    const receipt = (reference ?? `refund-${transactionId}`).slice(0, 40);
    try {
      const earlier = refundList.parse(await this.razorpay.payments.fetchMultipleRefund(transactionId, { count: 100 }));
      if (earlier.items.some((refund) => refund.receipt === receipt)) return;
      await this.razorpay.payments.refund(transactionId, { amount: amountPaise, speed: 'normal', receipt });
    } catch (error) {
      throw providerError('refund the payment', error);
    }
  }

  /**
   * Razorpay's signed webhook at /api/payment/razorpay/webhook (payment_link.paid confirms the
   * booking) and the address its page sends the customer back to.
   */
  async registerRoutes(api: FastifyInstance, hooks: PaymentRouteHooks): Promise<void> {
    await registerSignedWebhookRoute(api, hooks, {
      url: '/payment/razorpay/webhook',
      signatureHeader: 'x-razorpay-signature',
      paidSessionOf: (rawBody, signature) => {
        const event = this.parseWebhook(rawBody, signature);
        return event.type === 'link.paid' ? event.sessionId : undefined;
      },
      sessionNoun: 'payment link',
    });

    // Razorpay appends the link's id (and its own parameters) to the callback address; our pages read
    // session_id. The link is confirmed by reading it back from Razorpay, so nothing here is trusted
    // beyond where to send the browser, and that is always a path on our own site.
    api
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/payment/razorpay/return',
        { schema: { querystring: returnQuery }, config: { access: 'public' } },
        async (request, reply) => {
          const { to, razorpay_payment_link_id: linkId } = request.query;
          const target = new URL(to, 'http://our.site');
          if (linkId) target.searchParams.set('session_id', linkId);
          return reply.redirect(`${target.pathname}${target.search}`, 303);
        },
      );
  }

  /** Verifies a webhook delivery's signature over its exact bytes and reads it. */
  parseWebhook(rawBody: unknown, signature: string | undefined): RazorpayWebhookEvent {
    if (!signature) throw new RazorpayWebhookSignatureError('Missing X-Razorpay-Signature header.');
    if (!Buffer.isBuffer(rawBody)) throw new RazorpayWebhookSignatureError('A webhook delivery is a JSON body.');
    const expected = createHmac('sha256', this.webhookSecret).update(rawBody).digest();
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    // Constant time: a byte-by-byte comparison would tell a forger how much of a guess was right.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new RazorpayWebhookSignatureError();
    let parsed: z.infer<typeof webhookShape>;
    try {
      parsed = webhookShape.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      // Signed by Razorpay yet not an event we can read: acknowledged and ignored, never retried forever.
      return { type: 'ignored', eventType: 'unreadable' };
    }
    const linkId = parsed.payload?.payment_link?.entity.id;
    if (parsed.event === 'payment_link.paid' && linkId) return { type: 'link.paid', sessionId: linkId };
    return { type: 'ignored', eventType: parsed.event };
  }

  private async findByReference(reference: string): Promise<PaymentLink | undefined> {
    try {
      const list = linkList.parse(await this.razorpay.api.get({ url: '/payment_links', data: { reference_id: reference } }));
      return list.payment_links.find((link) => link.reference_id === reference);
    } catch (error) {
      throw providerError('look up the payment link', error);
    }
  }
}

/** open: payable; paid: the money is taken; expired: closed unpaid (Razorpay's expired or cancelled). */
function stateOf(link: PaymentLink): SessionState['status'] {
  if (link.status === 'paid') return 'paid';
  if (link.status === 'expired' || link.status === 'cancelled') return 'expired';
  return 'open';
}

/** Our return route on the same site as the success page, carrying the page's path and query. */
function returnAddress(successUrl: string): string {
  const success = new URL(successUrl);
  const to = `${success.pathname}${success.search}`;
  return `${success.origin}/api/payment/razorpay/return?to=${encodeURIComponent(to)}`;
}

function notesOf(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata)
      .slice(0, MAX_NOTES)
      .map(([key, value]) => [key, value.slice(0, MAX_NOTE_LENGTH)]),
  );
}

/** Whole seconds, never sooner than Razorpay accepts. */
function linkExpiry(requested: Date, now: Date): number {
  const requestedSeconds = Math.ceil(requested.getTime() / 1000);
  const earliest = Math.ceil(now.getTime() / 1000) + MIN_LINK_SECONDS + EXPIRY_MARGIN_SECONDS;
  return Math.max(requestedSeconds, earliest);
}

/**
 * The SDK always talks to api.razorpay.com and never times out. Its HTTP client (axios) is the one
 * place to give it another address and a timeout, so that is set here, once, on the instance.
 */
function configureHttpClient(razorpay: Razorpay, apiUrl: string | undefined): void {
  const client: unknown = Reflect.get(razorpay.api, 'rq');
  // An axios instance is a function with a `defaults` object.
  const defaults: unknown =
    (typeof client === 'function' || typeof client === 'object') && client !== null ? Reflect.get(client, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null)
    throw new Error('The razorpay package no longer exposes its HTTP client.');
  Reflect.set(defaults, 'timeout', REQUEST_TIMEOUT_MS);
  if (apiUrl) {
    const url = new URL(apiUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`Razorpay's API address must be an http:// or https:// URL, not ${apiUrl}`);
    }
    Reflect.set(defaults, 'baseURL', url.origin);
  }
}

function isBadRequest(error: unknown): boolean {
  const parsed = sdkError.safeParse(error);
  return parsed.success && Number(parsed.data.statusCode) === 400;
}

function errorDescription(error: unknown): string {
  const parsed = sdkError.safeParse(error);
  return parsed.success ? (parsed.data.error?.description ?? '') : '';
}

function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const parsed = sdkError.safeParse(error);
  if (parsed.success) {
    const detail = [parsed.data.statusCode, parsed.data.error?.code].filter(Boolean).join(' ');
    return new PaymentProviderError(`Razorpay could not ${action} (${detail}).`, { cause: error });
  }
  return new PaymentProviderError(`Razorpay could not ${action}.`, { cause: error });
}
