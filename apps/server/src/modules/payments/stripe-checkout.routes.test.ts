import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema/index.js';
import { checkPaymentStatus, openCheckout, requestCheckout } from '../../test/checkout.js';
import { bearer, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { StripePaymentProvider } from './providers/stripe.js';

const WEBHOOK_SECRET = 'whsec_test_app_level_secret';

let stripe: StripeStandIn;
let t: TestContext;
let landlord: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  stripe = await StripeStandIn.start();
  t = await createTestApp(
    {},
    {
      payments: () =>
        new StripePaymentProvider({ secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url }),
    },
  );
  landlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A webhook delivery signed as Stripe signs it. */
function deliver(event: object, secret = WEBHOOK_SECRET, tamper = false) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: tamper ? payload.replace('checkout.session.completed', 'checkout.session.expired') : payload,
  });
}

const completed = (sessionId: string) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});

async function rowsFor(propertyId: string) {
  return {
    bookings: await t.db.select().from(bookings).where(eq(bookings.propertyId, propertyId)),
    payments: await t.db.select().from(payments).where(eq(payments.propertyId, propertyId)),
  };
}

describe('checkout with PAYMENT_PROVIDER=stripe', () => {
  it("opens a Stripe Checkout Session in INR for the server's amount and sends the tenant to Stripe", async () => {
    const property = await buildProperty(t.db, landlord, { title: 'Stripe flat', rupees: 31_000 });
    const { url, sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 2 });
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '6200000',
      'line_items[0][quantity]': '1',
      success_url: `${t.config.publicUrl}/tenant/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/tenant/payment-cancelled?session_id={CHECKOUT_SESSION_ID}`,
      customer_email: tenant.email,
    });
    const [payment] = (await rowsFor(property.id)).payments;
    expect(payment).toMatchObject({ provider: 'stripe', providerSessionId: sessionId, status: 'pending' });
  });

  it('confirms the booking from the signed webhook, once, whichever of webhook and status check comes first', async () => {
    const property = await buildProperty(t.db, landlord, { rupees: 15_000 });
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    expect((await checkPaymentStatus(t, tenant, sessionId)).json().code).toBe('PAYMENT_PENDING');
    stripe.markPaid(sessionId);
    const [hook, status, again] = await Promise.all([
      deliver(completed(sessionId)),
      checkPaymentStatus(t, tenant, sessionId),
      deliver(completed(sessionId)),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ success: true, code: 'PAYMENT_SUCCESS' });
    const rows = await rowsFor(property.id);
    expect(rows.bookings.map((b) => b.status)).toEqual(['confirmed']);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]?.status).toBe('paid');
    expect(rows.payments[0]?.transactionId).toMatch(/^pi_/);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const property = await buildProperty(t.db, landlord);
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    stripe.markPaid(sessionId);
    for (const res of [
      await deliver(completed(sessionId), 'whsec_someone_else'),
      await deliver(completed(sessionId), WEBHOOK_SECRET, true),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed(sessionId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await rowsFor(property.id)).bookings.map((b) => b.status)).toEqual(['pending_payment']);
  });

  it('acknowledges events it does not act on and sessions it never opened', async () => {
    expect((await deliver({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } })).statusCode).toBe(
      200,
    );
    expect((await deliver(completed('cs_test_not_ours'))).statusCode).toBe(200);
  });

  it('refunds through Stripe when the window was taken first', async () => {
    const property = await buildProperty(t.db, landlord, { rupees: 12_000 });
    const rival = await buildTenant(t.db);
    const first = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    const second = await openCheckout(t, rival, property, { moveInDate: t.clock.today(), months: 1 });
    stripe.markPaid(first.sessionId);
    const paidSecond = stripe.markPaid(second.sessionId);
    await deliver(completed(first.sessionId));
    await deliver(completed(second.sessionId));
    expect((await checkPaymentStatus(t, rival, second.sessionId)).json().code).toBe('BOOKING_CONFLICT');
    expect(stripe.refundedOn(String(paidSecond.payment_intent))).toBe(1_200_000);
    const rows = await rowsFor(property.id);
    expect(rows.payments.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('refunds part of the payment through Stripe when the tenant cancels late', async () => {
    const property = await buildProperty(t.db, landlord, { rupees: 12_345.67 });
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 3 });
    const paid = stripe.markPaid(sessionId);
    await deliver(completed(sessionId));
    const [payment] = (await rowsFor(property.id)).payments;

    // Moving in today: the first month is kept, the other two go back to the card.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${payment?.bookingId}/cancel`,
      headers: bearer(t.app, tenant),
      payload: {},
    });

    expect(res.json()).toMatchObject({ refund_amount: 24_691.34, refund_status: 'refunded' });
    expect(stripe.refundedOn(String(paid.payment_intent))).toBe(2_469_134);
    const [after] = (await rowsFor(property.id)).payments;
    expect(after).toMatchObject({ status: 'partially_refunded', refundedAmountPaise: 2_469_134 });
  });

  it('tells the tenant when Stripe cannot open a checkout', async () => {
    const property = await buildProperty(t.db, landlord);
    stripe.failNext(500, 10);
    const res = await requestCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', error: 'Stripe payment initiation failed.' });
  });
});
