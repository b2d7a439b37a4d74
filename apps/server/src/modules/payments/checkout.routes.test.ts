import { bookingMessages, checkoutMessages, messages } from '@rentease/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresErrorCode } from '../../db/client.js';
import { bookings, demoCheckoutSessions, payments } from '../../db/schema/index.js';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import {
  bookAndPay,
  checkPaymentStatus,
  DECLINED_CARD,
  openCheckout,
  payCheckout,
  requestCheckout,
  TEST_CARD,
} from '../../test/checkout.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, defaultRateLimits, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

const today = () => t.clock.today();
const listing = (rupees = 20_000) => buildProperty(t.db, landlord, { rupees });

async function rowsFor(propertyId: string) {
  const bookingRows = await t.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
  const paymentRows = await t.db.select().from(payments).where(eq(payments.propertyId, propertyId));
  return { bookings: bookingRows, payments: paymentRows };
}

describe('POST /api/payment/create-checkout-session', () => {
  it('opens a checkout for the stay at the price the server computes and records it as pending', async () => {
    const property = await listing(18_500);
    const res = await requestCheckout(t, tenant, property, { moveInDate: today(), months: 3 });
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = res.json();
    expect(url).toBe(`${t.config.publicUrl}/checkout/${sessionId}`);
    const {
      bookings: [booking],
      payments: [payment],
    } = await rowsFor(property.id);
    expect(booking).toMatchObject({
      tenantId: tenant.id,
      landlordId: landlord.id,
      status: 'pending_payment',
      moveInDate: today(),
      durationMonths: 3,
      endDate: addCalendarMonths(today(), 3),
      amountPaise: 5_550_000,
    });
    expect(payment).toMatchObject({ status: 'pending', amountPaise: 5_550_000, providerSessionId: sessionId, paidAt: null });
    expect(payment?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 60_000);
  });

  it('takes any move-in date from the available date to three days after it', async () => {
    const property = await listing();
    for (const offset of [0, 1, 2, 3]) {
      const res = await requestCheckout(t, tenant, property, { moveInDate: addCalendarDays(today(), offset), months: 1 });
      expect(res.statusCode, `day +${offset}`).toBe(200);
    }
  });

  it('refuses a move-in date outside the window, past dates included, and writes nothing', async () => {
    const property = await listing();
    for (const moveInDate of [addCalendarDays(today(), -1), addCalendarDays(today(), 4), '2020-01-01']) {
      const res = await requestCheckout(t, tenant, property, { moveInDate, months: 1 });
      expect(res.statusCode, moveInDate).toBe(400);
      expect(res.json().details.moveInDate).toMatch(/^Choose a move-in date between \d\d\/\d\d\/\d{4} and \d\d\/\d\d\/\d{4}\.$/);
    }
    expect(await rowsFor(property.id)).toEqual({ bookings: [], payments: [] });
  });

  it('opens the window when the last confirmed stay ends', async () => {
    const property = await listing();
    const other = await buildTenant(t.db);
    await buildBooking(t.db, property, other, { moveInDate: addCalendarDays(today(), -10), months: 2 });
    const end = addCalendarMonths(addCalendarDays(today(), -10), 2);
    expect((await requestCheckout(t, tenant, property, { moveInDate: today(), months: 1 })).statusCode).toBe(400);
    expect((await requestCheckout(t, tenant, property, { moveInDate: addCalendarDays(end, -1), months: 1 })).statusCode).toBe(
      400,
    );
    expect((await requestCheckout(t, tenant, property, { moveInDate: end, months: 1 })).statusCode).toBe(200);
    expect((await requestCheckout(t, tenant, property, { moveInDate: addCalendarDays(end, 3), months: 1 })).statusCode).toBe(200);
    expect((await requestCheckout(t, tenant, property, { moveInDate: addCalendarDays(end, 4), months: 1 })).statusCode).toBe(400);
  });

  it('refuses a duration outside 1 to 24 whole months', async () => {
    const property = await listing();
    for (const months of [0, 25, 1.5, -1]) {
      const res = await requestCheckout(t, tenant, property, { moveInDate: today(), months, amount: 20_000 });
      expect(res.statusCode, String(months)).toBe(400);
      expect(res.json().details.duration).toBe(bookingMessages.durationInvalid);
    }
    expect((await requestCheckout(t, tenant, property, { moveInDate: today(), months: 24 })).statusCode).toBe(200);
  });

  it('refuses a date that is not a calendar date', async () => {
    const property = await listing();
    for (const moveInDate of ['2026-02-30', '01/12/2026', '', 'tomorrow']) {
      const res = await requestCheckout(t, tenant, property, { moveInDate, months: 1 });
      expect(res.statusCode, moveInDate).toBe(400);
      expect(res.json().details.moveInDate).toBeDefined();
    }
  });

  it('refuses an amount that is not the monthly price times the months, and writes nothing', async () => {
    const property = await listing(20_000);
    for (const amount of [1, 19_999.99, 40_000, 60_000.01]) {
      const res = await requestCheckout(t, tenant, property, { moveInDate: today(), months: 3, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({
        error: bookingMessages.amountMismatch,
        details: { amount: bookingMessages.amountMismatch },
      });
    }
    expect(await rowsFor(property.id)).toEqual({ bookings: [], payments: [] });
  });

  it('books only for the signed-in tenant', async () => {
    const property = await listing();
    const other = await buildTenant(t.db);
    const forOther = await requestCheckout(t, tenant, property, { moveInDate: today(), months: 1, tenantId: other.id });
    expect(forOther.statusCode).toBe(403);
    const asLandlord = await requestCheckout(t, landlord, property, { moveInDate: today(), months: 1, tenantId: landlord.id });
    expect(asLandlord.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      payload: { propertyId: property.id, amount: 20_000, moveInDate: today(), duration: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsFor(property.id)).toEqual({ bookings: [], payments: [] });
  });

  it('answers 404 for a listing that does not exist or was deleted', async () => {
    const gone = await listing();
    await t.app.inject({ method: 'DELETE', url: `/api/property/${gone.id}`, headers: bearer(t.app, landlord) });
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await requestCheckout(t, tenant, { id, pricePaise: 2_000_000 }, { moveInDate: today(), months: 1 });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('returns the same checkout when Confirm Booking is pressed twice, even at the same moment', async () => {
    const property = await listing();
    const stay = { moveInDate: today(), months: 2 };
    const [a, b] = await Promise.all([requestCheckout(t, tenant, property, stay), requestCheckout(t, tenant, property, stay)]);
    const again = await requestCheckout(t, tenant, property, stay);
    expect(a.json().sessionId).toBe(b.json().sessionId);
    expect(again.json().sessionId).toBe(a.json().sessionId);
    const rows = await rowsFor(property.id);
    expect(rows.bookings).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    // A different stay is a different checkout.
    const longer = await requestCheckout(t, tenant, property, { ...stay, months: 3 });
    expect(longer.json().sessionId).not.toBe(a.json().sessionId);
  });
});

describe('the demo checkout', () => {
  it('shows the listing, dates and total of its session', async () => {
    const property = await buildProperty(t.db, landlord, { title: 'Demo flat', rupees: 12_345.5 });
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 2 });
    const res = await t.app.inject({ url: `/api/payment/demo/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionId,
      status: 'open',
      propertyTitle: 'Demo flat',
      moveInDate: today(),
      months: 2,
      amount: 24_691,
      currency: 'INR',
      cancelUrl: `${t.config.publicUrl}/tenant/payment-cancelled?session_id=${sessionId}`,
    });
    expect((await t.app.inject({ url: '/api/payment/demo/cs_demo_nope' })).statusCode).toBe(404);
  });

  it('pays with the test card, confirms the booking and sends the tenant to the success page', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 2 });
    const paid = await payCheckout(t, sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`${t.config.publicUrl}/tenant/payment-success?session_id=${sessionId}`);
    const {
      bookings: [booking],
      payments: [payment],
    } = await rowsFor(property.id);
    expect(booking?.status).toBe('confirmed');
    expect(payment).toMatchObject({ status: 'paid', amountPaise: 4_000_000 });
    expect(payment?.transactionId).toMatch(/^txn_demo_/);
    expect(payment?.invoiceNumber).toBeGreaterThan(0);
    expect(payment?.paidAt).toEqual(t.clock.now());
  });

  it('declines 4000 0000 0000 0002 with a clear message and keeps the checkout open for another card', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    const declined = await payCheckout(t, sessionId, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED', error: checkoutMessages.declined });
    const status = await checkPaymentStatus(t, tenant, sessionId);
    expect(status.json()).toMatchObject({ success: false, code: 'PAYMENT_PENDING' });
    expect((await rowsFor(property.id)).bookings[0]?.status).toBe('pending_payment');
    expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
  });

  it('pays by UPI with success@demo and records UPI as the method, where a card records card', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    const paid = await payCheckout(t, sessionId, { method: 'upi', upiId: ' Success@Demo ' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`${t.config.publicUrl}/tenant/payment-success?session_id=${sessionId}`);
    const { bookings: bookingRows, payments: paymentRows } = await rowsFor(property.id);
    expect(bookingRows[0]?.status).toBe('confirmed');
    expect(paymentRows[0]).toMatchObject({ status: 'paid', method: 'upi' });
    const [session] = await t.db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, sessionId));
    expect(session?.method).toBe('upi');

    const byCard = await listing();
    await bookAndPay(t, tenant, byCard, { moveInDate: today(), months: 1 });
    expect((await rowsFor(byCard.id)).payments[0]?.method).toBe('card');
  });

  it('declines failure@demo as it declines a card, refuses other UPI ids, and keeps the checkout open', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    const declined = await payCheckout(t, sessionId, { method: 'upi', upiId: 'failure@demo' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      error: checkoutMessages.upiDeclined,
      details: { upiId: checkoutMessages.upiDeclined },
    });
    const realId = await payCheckout(t, sessionId, { method: 'upi', upiId: 'someone@okaxis' });
    expect(realId.statusCode).toBe(402);
    expect(realId.json().error).toBe(checkoutMessages.testUpiOnly);
    const malformed = await payCheckout(t, sessionId, { method: 'upi', upiId: 'not a upi id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual({ upiId: checkoutMessages.upiIdInvalid });
    expect((await rowsFor(property.id)).payments[0]).toMatchObject({ status: 'pending', method: null });
    expect((await payCheckout(t, sessionId, { method: 'upi', upiId: 'success@demo' })).statusCode).toBe(200);
  });

  it('refuses a malformed card with field messages, an expired card, and real card numbers', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    const malformed = await payCheckout(t, sessionId, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      name: ' ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual({
      cardNumber: checkoutMessages.cardNumberInvalid,
      expiry: checkoutMessages.expiryInvalid,
      cvc: checkoutMessages.cvcInvalid,
      name: checkoutMessages.nameRequired,
    });
    const lastMonth = addCalendarMonths(today(), -1);
    const expired = await payCheckout(t, sessionId, {
      ...TEST_CARD,
      expiry: `${lastMonth.slice(5, 7)}/${lastMonth.slice(2, 4)}`,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().details).toEqual({ expiry: checkoutMessages.cardExpired });
    const realCard = await payCheckout(t, sessionId, { ...TEST_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(realCard.statusCode).toBe(402);
    expect(realCard.json().error).toBe(checkoutMessages.testCardsOnly);
    expect((await rowsFor(property.id)).payments[0]?.status).toBe('pending');
  });

  it('refuses to take money twice for one session', async () => {
    const property = await listing();
    const sessionId = await bookAndPay(t, tenant, property, { moveInDate: today(), months: 1 });
    const again = await payCheckout(t, sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHECKOUT_CLOSED', error: checkoutMessages.alreadyPaid });
  });

  it('closes after 30 minutes: payment refused, the attempt expires and never blocks the listing', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    t.clock.advance(30 * 60_000);
    try {
      const late = await payCheckout(t, sessionId);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(checkoutMessages.expired);
      expect((await checkPaymentStatus(t, tenant, sessionId)).json()).toMatchObject({ success: false, code: 'PAYMENT_EXPIRED' });
      const rows = await rowsFor(property.id);
      expect(rows.payments[0]?.status).toBe('expired');
      expect(rows.bookings[0]?.status).toBe('cancelled');
      const availability = await t.app.inject({ url: `/api/bookings/availability/${property.id}` });
      expect(availability.json()).toMatchObject({ availableDate: today(), isBooked: false });
    } finally {
      t.clock.advance(-30 * 60_000);
    }
  });
});

describe('GET /api/payment/status/{session_id}', () => {
  it('confirms a paid checkout with PAYMENT_SUCCESS, the same however often it is asked', async () => {
    const property = await listing();
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    // Paid at the card network only (the confirmation is left to the status check).
    await t.db
      .update(demoCheckoutSessions)
      .set({ status: 'paid', transactionId: 'txn_demo_direct', paidAt: t.clock.now() })
      .where(eq(demoCheckoutSessions.id, sessionId));
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkPaymentStatus(t, tenant, sessionId)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, code: 'PAYMENT_SUCCESS', message: bookingMessages.paymentSuccess });
    }
    const rows = await rowsFor(property.id);
    expect(rows.bookings.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({ status: 'paid', transactionId: 'txn_demo_direct' });
  });

  it('says what was bought once paid, and nothing about it before', async () => {
    const property = await listing(15_000);
    const { sessionId } = await openCheckout(t, tenant, property, { moveInDate: today(), months: 2 });
    const open = (await checkPaymentStatus(t, tenant, sessionId)).json();
    expect(open.code).toBe('PAYMENT_PENDING');
    expect(open.payment).toBeUndefined();

    expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
    const paid = (await checkPaymentStatus(t, tenant, sessionId)).json();
    const [payment] = (await rowsFor(property.id)).payments;
    expect(paid.payment).toMatchObject({
      payment_id: payment?.id,
      status: 'paid',
      amount: 30_000,
      property_title: property.title,
      move_in_date: today(),
      duration: 2,
      booking: { booking_id: paid.bookingId, property_id: property.id },
    });
    expect(paid.payment.invoice_number).toMatch(/^RE-\d{6}$/);
    // The booking's own reference (year booked, then a number) and its last night, as every list shows them.
    const [booking] = (await rowsFor(property.id)).bookings;
    expect(paid.payment.booking.reference).toBe(booking?.reference);
    expect(booking?.reference).toMatch(/^RE-\d{4}-\d{5,}$/);
    expect(paid.payment.booking.last_night).toBe(addCalendarDays(addCalendarMonths(today(), 2), -1));
    const list = await t.app.inject({ url: `/api/bookings/tenant/${tenant.id}`, headers: bearer(t.app, tenant) });
    expect(list.json().find((b: { booking_id: string }) => b.booking_id === paid.bookingId)).toMatchObject({
      reference: booking?.reference,
      last_night: paid.payment.booking.last_night,
      tenant_id: tenant.id,
      landlord_id: landlord.id,
      payment_id: payment?.id,
    });
  });

  it('gives every booking its own reference, even when many are made at once', async () => {
    const properties = await Promise.all(Array.from({ length: 6 }, () => listing()));
    await Promise.all(properties.map((p) => openCheckout(t, tenant, p, { moveInDate: today(), months: 1 })));
    const references = (await t.db.select({ reference: bookings.reference }).from(bookings)).map((row) => row.reference);
    expect(new Set(references).size).toBe(references.length);
  });

  it('pads the number to five digits and never cuts a longer one: booking 100,000 is not booking 10,000', async () => {
    await t.db.execute(sql`ALTER SEQUENCE booking_reference_seq RESTART WITH 99999`);
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const property = await listing();
      await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
      const [row] = await t.db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.propertyId, property.id));
      made.push(row?.reference ?? '');
    }
    expect(made.map((reference) => reference.split('-')[2])).toEqual(['99999', '100000']);
  });

  it("takes the reference's year from the day it was booked in India, by the app's clock", async () => {
    const before = t.clock.now();
    try {
      // 19:00 UTC on 31 December is already 1 January in India.
      t.clock.set(new Date('2027-12-31T19:00:00Z'));
      const property = await listing();
      await openCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
      const [booking] = (await rowsFor(property.id)).bookings;
      expect(booking?.reference).toMatch(/^RE-2028-\d{5,}$/);
    } finally {
      t.clock.set(before);
    }
  });

  it('is answered only to the paying tenant and the admin', async () => {
    const property = await listing();
    const sessionId = await bookAndPay(t, tenant, property, { moveInDate: today(), months: 1 });
    expect((await checkPaymentStatus(t, await buildTenant(t.db), sessionId)).statusCode).toBe(403);
    expect((await checkPaymentStatus(t, landlord, sessionId)).statusCode).toBe(403);
    expect((await checkPaymentStatus(t, await buildAdmin(t.db), sessionId)).json().code).toBe('PAYMENT_SUCCESS');
    expect((await t.app.inject({ url: `/api/payment/status/${sessionId}` })).statusCode).toBe(401);
    expect((await checkPaymentStatus(t, tenant, 'cs_demo_unknown')).statusCode).toBe(404);
  });
});

describe('no double booking', () => {
  it('refunds the second of two payments for one window and tells its tenant why', async () => {
    const property = await listing();
    const other = await buildTenant(t.db);
    const first = await openCheckout(t, tenant, property, { moveInDate: today(), months: 2 });
    const second = await openCheckout(t, other, property, { moveInDate: addCalendarDays(today(), 2), months: 1 });
    expect((await payCheckout(t, first.sessionId)).statusCode).toBe(200);
    expect((await payCheckout(t, second.sessionId)).statusCode).toBe(200);
    expect((await checkPaymentStatus(t, tenant, first.sessionId)).json().code).toBe('PAYMENT_SUCCESS');
    expect((await checkPaymentStatus(t, other, second.sessionId)).json()).toMatchObject({
      success: false,
      code: 'BOOKING_CONFLICT',
      message: bookingMessages.windowTaken,
    });
    const rows = await rowsFor(property.id);
    expect(rows.bookings.filter((b) => b.status === 'confirmed').map((b) => b.tenantId)).toEqual([tenant.id]);
    const refunded = rows.payments.find((p) => p.tenantId === other.id);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded?.refundedAt).not.toBeNull();
    const [session] = await t.db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, second.sessionId));
    expect(session?.status).toBe('refunded');
  });

  it('confirms exactly one of 50 tenants paying for the same listing and window at once', async () => {
    const property = await listing();
    const tenants = await Promise.all(Array.from({ length: 50 }, () => buildTenant(t.db)));
    const sessions = [];
    for (const [index, racer] of tenants.entries()) {
      sessions.push(
        await openCheckout(t, racer, property, { moveInDate: addCalendarDays(today(), index % 4), months: 1 + (index % 3) }),
      );
    }
    // Each payment is confirmed by the pay call itself (as a card network's webhook would), all at once.
    const paid = await Promise.all(sessions.map((s) => payCheckout(t, s.sessionId)));
    expect(paid.map((res) => res.statusCode)).toEqual(paid.map(() => 200));
    const settled = await rowsFor(property.id);
    expect(settled.bookings.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    expect(settled.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(settled.payments.filter((p) => p.status === 'refunded')).toHaveLength(49);
    const answers = await Promise.all(sessions.map((s, i) => checkPaymentStatus(t, tenants[i] as TestUser, s.sessionId)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'PAYMENT_SUCCESS')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BOOKING_CONFLICT')).toHaveLength(49);
    const rows = await rowsFor(property.id);
    expect(rows.bookings.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    expect(rows.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(rows.payments.filter((p) => p.status === 'refunded')).toHaveLength(49);
    const invoiceNumbers = rows.payments.map((p) => p.invoiceNumber);
    expect(new Set(invoiceNumbers).size).toBe(50);
  });

  it('is guarded by the database too: two overlapping confirmed stays cannot be written', async () => {
    const property = await listing();
    await buildBooking(t.db, property, tenant, { moveInDate: '2030-01-10', months: 2 });
    const overlapping = buildBooking(t.db, property, await buildTenant(t.db), { moveInDate: '2030-03-09', months: 1 });
    await expect(overlapping).rejects.toSatisfy((error) => postgresErrorCode(error) === '23P01');
    // Back to back is fine: the end date is exclusive.
    await buildBooking(t.db, property, tenant, { moveInDate: '2030-03-10', months: 1 });
    // Pending and cancelled attempts never collide.
    await buildBooking(t.db, property, tenant, { moveInDate: '2030-01-15', months: 1, status: 'pending_payment' });
    const [confirmed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.propertyId, property.id), eq(bookings.status, 'confirmed')));
    expect(confirmed?.n).toBe(2);
  });
});

describe('the way back from the checkout without PUBLIC_URL', () => {
  // An app of its own (no PUBLIC_URL), built in the hook: building one takes longer than a test may.
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ publicUrl: undefined });
  });
  afterAll(() => bare.close());

  it('opens the checkout and returns the tenant on the address they used, where their session is', async () => {
    const owner = await buildLandlord(bare.db);
    const property = await buildProperty(bare.db, owner);
    const guest = await buildTenant(bare.db);
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      headers: { ...bearer(bare.app, guest), host: '127.0.0.1:4173' },
      payload: { propertyId: property.id, amount: property.pricePaise / 100, moveInDate: bare.clock.today(), duration: 1 },
    });
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = res.json();
    expect(url).toBe(`http://127.0.0.1:4173/checkout/${sessionId}`);
    const paid = await payCheckout(bare, sessionId);
    expect(paid.json().redirectUrl).toBe(`http://127.0.0.1:4173/tenant/payment-success?session_id=${sessionId}`);
  });
});

describe('rate limits', () => {
  it('slows down one tenant opening checkouts and one checkout taking card numbers, not everyone', async () => {
    const limited = await createTestApp({ rateLimits: defaultRateLimits });
    try {
      const owner = await buildLandlord(limited.db);
      const property = await buildProperty(limited.db, owner);
      const [busy, other] = [await buildTenant(limited.db), await buildTenant(limited.db)];
      const stay = (months: number) => ({ moveInDate: limited.clock.today(), months });
      const max = defaultRateLimits.checkout.max;
      for (let i = 0; i < max; i++) expect((await requestCheckout(limited, busy, property, stay(1))).statusCode).toBe(200);
      const refused = await requestCheckout(limited, busy, property, stay(1));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: messages.tooManyRequests, code: 'RATE_LIMITED' });
      const window = defaultRateLimits.checkout.timeWindowMs / 1000;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(window);
      const { sessionId } = await openCheckout(limited, other, property, stay(2));

      for (let i = 0; i < max; i++) expect((await payCheckout(limited, sessionId, DECLINED_CARD)).statusCode).toBe(402);
      const cardRefused = await payCheckout(limited, sessionId);
      expect(cardRefused.statusCode).toBe(429);
      expect(Number(cardRefused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(cardRefused.headers['retry-after'])).toBeLessThanOrEqual(window);
      const second = await openCheckout(limited, other, property, stay(3));
      expect((await payCheckout(limited, second.sessionId)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
