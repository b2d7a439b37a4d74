import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeStandIn } from '../../../test/stripe-stand-in.js';
import { type CheckoutRequest, PaymentProviderError } from './payment-provider.js';
import { StripePaymentProvider, stripeApiAddress, WebhookSignatureError } from './stripe.js';

const WEBHOOK_SECRET = 'whsec_stand_in_signing_secret';
const MINUTE = 60_000;

let standIn: StripeStandIn;
let provider: StripePaymentProvider;

beforeEach(async () => {
  standIn = await StripeStandIn.start();
  provider = new StripePaymentProvider({ secretKey: standIn.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url });
});
afterEach(async () => {
  vi.useRealTimers();
  await standIn.close();
});

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    idempotencyKey: randomUUID(),
    amountPaise: 9_000_000,
    currency: 'INR',
    description: '3 months at Sea-facing 2BHK from 01/12/2026',
    metadata: { bookingId: 'b-1', paymentId: 'p-1' },
    customerEmail: 'tenant@example.com',
    successUrl: 'http://localhost:3000/payment/success',
    cancelUrl: 'http://localhost:3000/payment/cancel',
    expiresAt: new Date(Date.now() + 45 * MINUTE),
    ...overrides,
  };
}

const postsTo = (path: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === path);

/** A webhook delivery as Stripe sends it: the event JSON and its Stripe-Signature header. */
function webhookDelivery(type: string, object: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { rawBody: Buffer.from(payload), signature };
}

describe('stripeApiAddress', () => {
  it('splits apiUrl into the host, port and protocol the SDK takes', () => {
    expect(stripeApiAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApiAddress('http://[::1]:12111/')).toEqual({ host: '::1', port: 12111, protocol: 'http' });
  });

  it("uses the scheme's own port when apiUrl names none", () => {
    expect(stripeApiAddress('http://stripe-mock')).toEqual({ host: 'stripe-mock', port: 80, protocol: 'http' });
    expect(stripeApiAddress('https://stripe-proxy.internal')).toEqual({
      host: 'stripe-proxy.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses an address without http:// or https://, which would otherwise parse as a scheme', () => {
    expect(() => stripeApiAddress('stripe-mock:12111')).toThrow(/http:\/\/ or https:\/\//);
  });
});

describe('StripePaymentProvider.createCheckout', () => {
  it('opens a Checkout Session in INR for the amount in paise, with our URLs, email and metadata', async () => {
    const request = checkoutRequest();
    const session = await provider.createCheckout(request);

    const [sent] = postsTo('/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '9000000',
      'line_items[0][price_data][product_data][name]': '3 months at Sea-facing 2BHK from 01/12/2026',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment/cancel?session_id={CHECKOUT_SESSION_ID}',
      customer_email: 'tenant@example.com',
      client_reference_id: request.idempotencyKey,
      'metadata[bookingId]': 'b-1',
      'metadata[paymentId]': 'p-1',
      'payment_intent_data[metadata][bookingId]': 'b-1',
      'payment_intent_data[metadata][paymentId]': 'p-1',
      expires_at: String(Math.ceil(request.expiresAt.getTime() / 1000)),
    });
    expect(sent?.form['line_items[1][quantity]']).toBeUndefined();
    expect(sent?.headers['idempotency-key']).toBe(request.idempotencyKey);

    const stored = standIn.session(session.sessionId);
    expect(stored?.amount_total).toBe(9_000_000);
    expect(session).toEqual({
      sessionId: stored?.id,
      url: `https://checkout.stripe.com/c/pay/${stored?.id}`,
      expiresAt: new Date((stored?.expires_at ?? 0) * 1000),
    });
  });

  it('asks for at least 31 minutes when the checkout should close sooner than Stripe allows', async () => {
    const now = Date.now();
    const session = await provider.createCheckout(checkoutRequest({ expiresAt: new Date(now + 30 * MINUTE) }));

    const expiresAt = Number(postsTo('/v1/checkout/sessions')[0]?.form.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(now + 31 * MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(now + 37 * MINUTE);
    expect(session.expiresAt).toEqual(new Date(expiresAt));
  });

  it('opens one session for one idempotency key, even when asked again seconds later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
    // Our payment's own 30-minute window, fixed when the payment was created: the clamp applies.
    const request = checkoutRequest({ expiresAt: new Date('2026-12-01T10:30:00.000Z') });

    const first = await provider.createCheckout(request);
    vi.setSystemTime(new Date('2026-12-01T10:00:03.000Z'));
    const second = await provider.createCheckout(request);

    expect(second).toEqual(first);
    const sent = postsTo('/v1/checkout/sessions');
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it('retries a failed attempt with the same idempotency key', async () => {
    standIn.failNext(503);
    const request = checkoutRequest();

    const session = await provider.createCheckout(request);

    const sent = postsTo('/v1/checkout/sessions');
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([request.idempotencyKey, request.idempotencyKey]);
    expect(standIn.session(session.sessionId)?.status).toBe('open');
  });

  it('turns an outage that outlasts the retries into a PaymentProviderError', async () => {
    standIn.failNext(503, 3);

    const failure = provider.createCheckout(checkoutRequest());

    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ cause: expect.any(Stripe.errors.StripeAPIError) });
    expect(postsTo('/v1/checkout/sessions')).toHaveLength(3);
  });

  it('turns a rejected secret key into a PaymentProviderError', async () => {
    const stranger = new StripePaymentProvider({
      secretKey: 'sk_test_another_account',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });

    const failure = stranger.createCheckout(checkoutRequest());

    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ cause: expect.any(Stripe.errors.StripeAuthenticationError) });
  });

  it('turns an unreachable Stripe into a PaymentProviderError', async () => {
    const gone = await StripeStandIn.start();
    await gone.close();
    const unreachable = new StripePaymentProvider({ secretKey: gone.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: gone.url });

    const failure = unreachable.createCheckout(checkoutRequest());

    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ cause: expect.any(Stripe.errors.StripeConnectionError) });
  });
});

describe('StripePaymentProvider.retrieveSession', () => {
  it('reads an unpaid session as open, with its amount in paise and the currency in capitals', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());

    expect(await provider.retrieveSession(sessionId)).toEqual({
      status: 'open',
      transactionId: null,
      amountPaise: 9_000_000,
      currency: 'INR',
    });
  });

  it('reads a paid session as paid, with the payment intent as the transaction', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    const paid = standIn.markPaid(sessionId);

    expect(await provider.retrieveSession(sessionId)).toEqual({
      status: 'paid',
      transactionId: paid.payment_intent,
      amountPaise: 9_000_000,
      currency: 'INR',
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
  });

  it('reads a session that closed unpaid as expired', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    standIn.expire(sessionId);

    expect(await provider.retrieveSession(sessionId)).toMatchObject({ status: 'expired', transactionId: null });
  });

  it('answers undefined for a session Stripe does not know', async () => {
    expect(await provider.retrieveSession('cs_test_nobody_made_this')).toBeUndefined();
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/checkout/sessions/cs_test_nobody_made_this']);
  });

  it('answers undefined for an id that is not a checkout session, without asking Stripe', async () => {
    expect(await provider.retrieveSession('../../refunds')).toBeUndefined();
    expect(standIn.requests).toEqual([]);
  });

  it('turns a 404 that is not Stripe saying "no such session" into a PaymentProviderError', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    standIn.failNext(404);

    await expect(provider.retrieveSession(sessionId)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('turns an outage into a PaymentProviderError, not an unknown session', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    standIn.failNext(500, 3);

    await expect(provider.retrieveSession(sessionId)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('StripePaymentProvider.refund', () => {
  it('refunds the amount to the payment intent, keyed by the payment intent', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    const paymentIntent = standIn.markPaid(sessionId).payment_intent ?? '';

    await provider.refund(paymentIntent, 9_000_000);

    const [sent] = postsTo('/v1/refunds');
    expect(sent?.form).toEqual({ payment_intent: paymentIntent, amount: '9000000' });
    expect(sent?.headers['idempotency-key']).toBe(`refund-${paymentIntent}`);
  });

  it('refunds once when asked again, even after Stripe has forgotten the key', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    const paymentIntent = standIn.markPaid(sessionId).payment_intent ?? '';

    await provider.refund(paymentIntent, 9_000_000);
    await provider.refund(paymentIntent, 9_000_000);
    // Past Stripe's 24 hours the key is gone, and Stripe answers that the charge is already refunded.
    standIn.forgetIdempotencyKeys();
    await provider.refund(paymentIntent, 9_000_000);

    expect(postsTo('/v1/refunds')).toHaveLength(3);
    expect(standIn.refundedOn(paymentIntent)).toBe(9_000_000);
  });

  it('refunds part of a payment (a late cancellation keeps the first month)', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    const paymentIntent = standIn.markPaid(sessionId).payment_intent ?? '';

    await provider.refund(paymentIntent, 6_000_000);

    const [sent] = postsTo('/v1/refunds');
    expect(sent?.form).toEqual({ payment_intent: paymentIntent, amount: '6000000' });
    expect(standIn.refundedOn(paymentIntent)).toBe(6_000_000);
    expect(standIn.session(sessionId)?.amount_total).toBe(9_000_000);
  });

  it('turns a refund Stripe refuses into a PaymentProviderError', async () => {
    await expect(provider.refund('pi_unknown', 9_000_000)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('StripePaymentProvider.parseWebhook', () => {
  const session = { id: 'cs_test_paid_session', object: 'checkout.session', payment_status: 'paid', status: 'complete' };

  it('reads a signed checkout.session.completed as a completed checkout', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.completed', session);

    expect(provider.parseWebhook(rawBody, signature)).toEqual({ type: 'checkout.completed', sessionId: 'cs_test_paid_session' });
  });

  it('reads checkout.session.async_payment_succeeded as a completed checkout', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.async_payment_succeeded', session);

    expect(provider.parseWebhook(rawBody, signature)).toEqual({ type: 'checkout.completed', sessionId: 'cs_test_paid_session' });
  });

  it('ignores other event types', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.expired', { ...session, status: 'expired' });

    expect(provider.parseWebhook(rawBody, signature)).toEqual({ type: 'ignored', eventType: 'checkout.session.expired' });
  });

  it('refuses a body changed after signing', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.completed', session);
    const tampered = Buffer.from(rawBody.toString('utf8').replace('cs_test_paid_session', 'cs_test_other_session'));

    expect(() => provider.parseWebhook(tampered, signature)).toThrow(WebhookSignatureError);
  });

  it('refuses a delivery signed with another secret', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.completed', session, { secret: 'whsec_someone_else' });

    expect(() => provider.parseWebhook(rawBody, signature)).toThrow(WebhookSignatureError);
  });

  it('refuses a delivery without a signature header', () => {
    const { rawBody } = webhookDelivery('checkout.session.completed', session);

    expect(() => provider.parseWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(rawBody, '')).toThrow(WebhookSignatureError);
  });

  it('refuses a correctly signed delivery replayed after five minutes', () => {
    const { rawBody, signature } = webhookDelivery('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });

    expect(() => provider.parseWebhook(rawBody, signature)).toThrow(WebhookSignatureError);
  });
});
