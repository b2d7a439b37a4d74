import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkPaidEvent, RazorpayStandIn, signRazorpayWebhook } from '../../../test/razorpay-stand-in.js';
import { type CheckoutRequest, PaymentProviderError } from './payment-provider.js';
import { RazorpayPaymentProvider, RazorpayWebhookSignatureError } from './razorpay.js';

const WEBHOOK_SECRET = 'razorpay_webhook_stand_in_secret';
const MINUTE = 60_000;

let standIn: RazorpayStandIn;
let provider: RazorpayPaymentProvider;

beforeEach(async () => {
  standIn = await RazorpayStandIn.start();
  provider = new RazorpayPaymentProvider({
    keyId: standIn.keyId,
    keySecret: standIn.keySecret,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
});
afterEach(() => standIn.stop());

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    idempotencyKey: randomUUID(),
    amountPaise: 9_000_000,
    currency: 'INR',
    description: '3 months at Sea-facing 2BHK from 01/12/2026',
    metadata: { bookingId: 'b-1', paymentId: 'p-1' },
    customerEmail: 'tenant@example.com',
    successUrl: 'http://localhost:3000/tenant/payment-success',
    cancelUrl: 'http://localhost:3000/tenant/payment-cancelled',
    expiresAt: new Date(Date.now() + 45 * MINUTE),
    ...overrides,
  };
}

describe('RazorpayPaymentProvider', () => {
  it('opens a payment link in paise with our payment id as its reference and our return address', async () => {
    const request = checkoutRequest();
    const session = await provider.createCheckout(request);
    expect(session.sessionId).toMatch(/^plink_/);
    const link = standIn.link(session.sessionId);
    expect(session.url).toBe(link?.short_url);
    expect(link).toMatchObject({
      amount: 9_000_000,
      currency: 'INR',
      reference_id: request.idempotencyKey,
      callback_url: 'http://localhost:3000/api/payment/razorpay/return?to=%2Ftenant%2Fpayment-success',
      callback_method: 'get',
      notes: { bookingId: 'b-1', paymentId: 'p-1' },
      customer: { email: 'tenant@example.com' },
    });
    expect(session.expiresAt.getTime()).toBe(Math.ceil(request.expiresAt.getTime() / 1000) * 1000);
  });

  it('returns the same link when asked twice for one payment, even after the first answer was lost', async () => {
    const request = checkoutRequest();
    const first = await provider.createCheckout(request);
    const second = await provider.createCheckout(request);
    expect(second.sessionId).toBe(first.sessionId);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_links')).toHaveLength(2);
  });

  it('asks for at least 15 minutes, which Razorpay requires, when the checkout closes sooner', async () => {
    const session = await provider.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 5 * MINUTE) }));
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(15 * MINUTE);
  });

  it('reads a link back as open, then paid with its payment id and method, or expired when closed unpaid', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    expect(await provider.retrieveSession(sessionId)).toMatchObject({
      status: 'open',
      transactionId: null,
      amountPaise: 9_000_000,
    });
    const payment = standIn.markPaid(sessionId, 'netbanking');
    expect(await provider.retrieveSession(sessionId)).toEqual({
      status: 'paid',
      transactionId: payment.payment_id,
      amountPaise: 9_000_000,
      currency: 'INR',
      method: 'netbanking',
    });
    const other = await provider.createCheckout(checkoutRequest());
    standIn.close(other.sessionId, 'cancelled');
    expect((await provider.retrieveSession(other.sessionId))?.status).toBe('expired');
  });

  it('knows nothing of ids that are not its links, and reports an outage as a provider error', async () => {
    expect(await provider.retrieveSession('cs_test_123')).toBeUndefined();
    expect(await provider.retrieveSession('plink_doesnotexist')).toBeUndefined();
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    standIn.failNext(503);
    await expect(provider.retrieveSession(sessionId)).rejects.toBeInstanceOf(PaymentProviderError);
    standIn.failNext(500, 5);
    await expect(provider.createCheckout(checkoutRequest())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds once per reference, and a second reference refunds again on the same payment', async () => {
    const { sessionId } = await provider.createCheckout(checkoutRequest());
    const { payment_id: paymentId } = standIn.markPaid(sessionId);
    await provider.refund(paymentId, 1_000_000);
    await provider.refund(paymentId, 1_000_000);
    expect(standIn.refundedOn(paymentId)).toBe(1_000_000);
    await provider.refund(paymentId, 500_000, 'deposit-b1');
    await provider.refund(paymentId, 500_000, 'deposit-b1');
    expect(standIn.refundedOn(paymentId)).toBe(1_500_000);
    await expect(provider.refund(paymentId, 99_000_000, 'too-much')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reads a webhook only when its X-Razorpay-Signature is the HMAC of its exact bytes', () => {
    const payload = JSON.stringify(linkPaidEvent({ id: 'plink_abc', amount: 100 }));
    expect(provider.parseWebhook(Buffer.from(payload), signRazorpayWebhook(payload, WEBHOOK_SECRET))).toEqual({
      type: 'link.paid',
      sessionId: 'plink_abc',
    });
    for (const signature of [
      undefined,
      '',
      signRazorpayWebhook(payload, 'someone_else'),
      'zz',
      `${signRazorpayWebhook(payload, WEBHOOK_SECRET)}00`,
    ]) {
      expect(() => provider.parseWebhook(Buffer.from(payload), signature)).toThrow(RazorpayWebhookSignatureError);
    }
    const tampered = payload.replace('plink_abc', 'plink_xyz');
    expect(() => provider.parseWebhook(Buffer.from(tampered), signRazorpayWebhook(payload, WEBHOOK_SECRET))).toThrow(
      RazorpayWebhookSignatureError,
    );
    const other = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect(provider.parseWebhook(Buffer.from(other), signRazorpayWebhook(other, WEBHOOK_SECRET))).toEqual({
      type: 'ignored',
      eventType: 'payment.captured',
    });
  });

  it('refuses an API address that is not http or https', () => {
    expect(
      () => new RazorpayPaymentProvider({ keyId: 'rzp_test_x', keySecret: 's', webhookSecret: 'w', apiUrl: 'ftp://example.com' }),
    ).toThrow(/http:\/\/ or https:\/\//);
  });
});
