import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema/index.js';
import { checkPaymentStatus, openCheckout, requestCheckout } from '../../test/checkout.js';
import { bearer, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { linkPaidEvent, RazorpayStandIn, signRazorpayWebhook } from '../../test/razorpay-stand-in.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { RazorpayPaymentProvider } from './providers/razorpay.js';

const WEBHOOK_SECRET = 'razorpay_app_level_webhook_secret';

let razorpay: RazorpayStandIn;
let t: TestContext;
let landlord: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  razorpay = await RazorpayStandIn.start();
  t = await createTestApp(
    {},
    {
      payments: () =>
        new RazorpayPaymentProvider({
          keyId: razorpay.keyId,
          keySecret: razorpay.keySecret,
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: razorpay.url,
        }),
    },
  );
  landlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
  await razorpay.stop();
});

/** A webhook delivery signed as Razorpay signs it (or with another secret, or altered after signing). */
function deliver(event: object, options: { secret?: string; tamper?: boolean; unsigned?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const signature = signRazorpayWebhook(payload, options.secret ?? WEBHOOK_SECRET);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/razorpay/webhook',
    headers: { 'content-type': 'application/json', ...(options.unsigned ? {} : { 'x-razorpay-signature': signature }) },
    payload: options.tamper ? payload.replace('payment_link.paid', 'payment_link.expired') : payload,
  });
}

async function rowsFor(propertyId: string) {
  return {
    bookings: await t.db.select().from(bookings).where(eq(bookings.propertyId, propertyId)),
    payments: await t.db.select().from(payments).where(eq(payments.propertyId, propertyId)),
  };
}

describe('checkout with PAYMENT_PROVIDER=razorpay', () => {
  it("opens a Razorpay payment link for the server's amount and sends the tenant to it", async () => {
    const property = await buildProperty(t.db, landlord, { title: 'Razorpay flat', rupees: 31_000 });
    const { url, sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 2 });
    const link = razorpay.link(sessionId);
    expect(url).toBe(link?.short_url);
    const [payment] = (await rowsFor(property.id)).payments;
    expect(link).toMatchObject({ amount: 6_200_000, currency: 'INR', reference_id: payment?.id });
    expect(link?.callback_url).toBe(
      `${t.config.publicUrl}/api/payment/razorpay/return?to=${encodeURIComponent('/tenant/payment-success')}`,
    );
    expect(payment).toMatchObject({ provider: 'razorpay', providerSessionId: sessionId, status: 'pending' });
  });

  it('confirms the booking from the signed payment_link.paid webhook, once however often it is delivered, with the UPI method', async () => {
    const property = await buildProperty(t.db, landlord, { rupees: 15_000 });
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    expect((await checkPaymentStatus(t, tenant, sessionId)).json().code).toBe('PAYMENT_PENDING');
    const paid = razorpay.markPaid(sessionId, 'upi');
    const event = linkPaidEvent({ id: sessionId, amount: 1_500_000 }, paid);
    const [hook, status, replay] = await Promise.all([deliver(event), checkPaymentStatus(t, tenant, sessionId), deliver(event)]);
    expect(hook.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ success: true, code: 'PAYMENT_SUCCESS' });
    expect((await deliver(event)).json()).toEqual({ received: true });
    const rows = await rowsFor(property.id);
    expect(rows.bookings.map((b) => b.status)).toEqual(['confirmed']);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({ status: 'paid', transactionId: paid.payment_id, method: 'upi' });
  });

  it('refuses a webhook with a bad, missing or altered signature and changes nothing', async () => {
    const property = await buildProperty(t.db, landlord);
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    const paid = razorpay.markPaid(sessionId);
    const event = linkPaidEvent({ id: sessionId, amount: 2_000_000 }, paid);
    for (const res of [
      await deliver(event, { secret: 'someone_else' }),
      await deliver(event, { tamper: true }),
      await deliver(event, { unsigned: true }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const rows = await rowsFor(property.id);
    expect(rows.bookings.map((b) => b.status)).toEqual(['pending_payment']);
    expect(rows.payments[0]).toMatchObject({ status: 'pending', method: null });
  });

  it('acknowledges events it does not act on and links it never opened', async () => {
    expect((await deliver({ event: 'payment.captured', payload: {} })).statusCode).toBe(200);
    expect((await deliver(linkPaidEvent({ id: 'plink_notours', amount: 100 }))).statusCode).toBe(200);
  });

  it("sends the customer back from Razorpay's page to the success page with the link as session_id, never off the site", async () => {
    const back = await t.app.inject({
      url: '/api/payment/razorpay/return?to=%2Ftenant%2Fpayment-success&razorpay_payment_link_id=plink_abc123&razorpay_payment_id=pay_x',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/tenant/payment-success?session_id=plink_abc123');
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await t.app.inject({ url: `/api/payment/razorpay/return?to=${encodeURIComponent(to)}` });
      expect(res.statusCode, to).toBe(400);
    }
  });

  it('refunds part of the payment through Razorpay when the tenant cancels late', async () => {
    const property = await buildProperty(t.db, landlord, { rupees: 12_345.67 });
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 3 });
    const paid = razorpay.markPaid(sessionId, 'card');
    await deliver(linkPaidEvent({ id: sessionId, amount: 3_703_701 }, paid));
    const [payment] = (await rowsFor(property.id)).payments;

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${payment?.bookingId}/cancel`,
      headers: bearer(t.app, tenant),
      payload: {},
    });

    expect(res.json()).toMatchObject({ refund_amount: 24_691.34, refund_status: 'refunded' });
    expect(razorpay.refundedOn(paid.payment_id)).toBe(2_469_134);
    const [after] = (await rowsFor(property.id)).payments;
    expect(after).toMatchObject({ status: 'partially_refunded', refundedAmountPaise: 2_469_134, method: 'card' });
  });

  it('tells the tenant when Razorpay cannot open a payment link', async () => {
    const property = await buildProperty(t.db, landlord);
    razorpay.failNext(500, 10);
    const res = await requestCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
  });
});
