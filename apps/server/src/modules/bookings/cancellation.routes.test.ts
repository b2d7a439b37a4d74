import type { BookingSummary, PaymentSummary } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, type PropertyRow, payments } from '../../db/schema/index.js';
import { addCalendarDays } from '../../lib/dates.js';
import { bookAndPay } from '../../test/checkout.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { DemoPaymentProvider } from '../payments/providers/demo.js';
import { PaymentProviderError } from '../payments/providers/payment-provider.js';
import { retryPendingRefunds } from '../payments/refunds.service.js';

/** The demo provider, counting refunds and failing them while `failing` is set. */
class RecordingProvider extends DemoPaymentProvider {
  refunds: { transactionId: string; amountPaise: number }[] = [];
  failing = false;

  // The demo provider's own refund ignores the amount (it records the session refunded); the
  // interface passes it, so it is optional here.
  override async refund(transactionId: string, amountPaise?: number): Promise<void> {
    if (this.failing) throw new PaymentProviderError('card network unreachable');
    this.refunds.push({ transactionId, amountPaise: amountPaise ?? -1 });
    await super.refund(transactionId);
  }
}

let t: TestContext;
let provider: RecordingProvider;
let landlord: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { payments: ({ db, clock }) => new RecordingProvider(db, clock) });
  provider = t.payments as RecordingProvider;
  landlord = await buildLandlord(t.db);
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const today = () => t.clock.today();

function cancel(user: TestUser | undefined, bookingId: string, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: user ? bearer(t.app, user) : {},
    payload: payload as Record<string, unknown>,
  });
}

/** A listing of `landlord` at `rupees` a month, booked and paid by a fresh tenant through the real checkout. */
async function paidStay(options: { rupees?: number; months?: number; moveInInDays?: number } = {}) {
  const property = await buildProperty(t.db, landlord, { rupees: options.rupees ?? 20_000 });
  const tenant = await buildTenant(t.db);
  const sessionId = await bookAndPay(t, tenant, property, {
    moveInDate: addCalendarDays(today(), options.moveInInDays ?? 3),
    months: options.months ?? 3,
  });
  const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new Error('no payment');
  return { property, tenant, payment, bookingId: payment.bookingId };
}

async function paymentOf(bookingId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return row;
}

async function bookingRow(bookingId: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

describe('POST /api/bookings/{bookingId}/cancel: who may', () => {
  it("lets the booking's tenant cancel within 48 hours of paying and refunds everything", async () => {
    const { tenant, bookingId, payment } = await paidStay();

    const res = await cancel(tenant, bookingId, { reason: '  Plans changed  ' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      booking_id: bookingId,
      status: 'cancelled',
      refund_amount: 60_000,
      kept_amount: 0,
      rule: 'full_within_48_hours',
      refund_status: 'refunded',
    });
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledById: tenant.id,
      cancelReason: 'Plans changed',
    });
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'refunded', refundedAmountPaise: 6_000_000 });
    expect((await paymentOf(bookingId))?.refundedAt).not.toBeNull();
    expect(provider.refunds.filter((r) => r.transactionId === payment.transactionId)).toEqual([
      { transactionId: payment.transactionId, amountPaise: 6_000_000 },
    ]);
  });

  it("lets the listing's landlord cancel, refunding in full even long after payment", async () => {
    const { bookingId } = await paidStay({ moveInInDays: 3 });
    t.clock.advance(60 * HOUR);
    try {
      const res = await cancel(landlord, bookingId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ refund_amount: 60_000, kept_amount: 0, rule: 'full_by_landlord' });
      expect(await paymentOf(bookingId)).toMatchObject({ status: 'refunded', refundedAmountPaise: 6_000_000 });
    } finally {
      t.clock.advance(-60 * HOUR);
    }
  });

  it('lets the admin cancel with a full refund, and records it in the audit log', async () => {
    const { bookingId } = await paidStay();

    const res = await cancel(admin, bookingId, { reason: 'Listing taken down' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund_amount: 60_000, rule: 'full_by_admin' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, bookingId), eq(auditLog.action, 'booking.cancelled')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(admin.id);
  });

  it('refuses other tenants and other landlords (403), visitors (401), and changes nothing', async () => {
    const { bookingId } = await paidStay();
    const otherTenant = await buildTenant(t.db);
    const otherLandlord = await buildLandlord(t.db);

    expect((await cancel(otherTenant, bookingId)).statusCode).toBe(403);
    expect((await cancel(otherLandlord, bookingId)).statusCode).toBe(403);
    expect((await cancel(undefined, bookingId)).statusCode).toBe(401);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'confirmed', cancelledAt: null });
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'paid', refundedAmountPaise: 0 });
  });

  it('answers 404 for an unknown or malformed booking id', async () => {
    const tenant = await buildTenant(t.db);
    expect((await cancel(tenant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel(tenant, 'not-a-booking')).statusCode).toBe(404);
  });

  it('refuses a reason over 500 characters with field details', async () => {
    const { tenant, bookingId } = await paidStay();
    const res = await cancel(tenant, bookingId, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('reason');
    expect((await bookingRow(bookingId))?.status).toBe('confirmed');
  });
});

describe('POST /api/bookings/{bookingId}/cancel: what can no longer be cancelled (409)', () => {
  it('refuses a booking already cancelled', async () => {
    const { tenant, bookingId } = await paidStay();
    expect((await cancel(tenant, bookingId)).statusCode).toBe(200);

    const again = await cancel(landlord, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This booking is already cancelled.');
  });

  it('refuses an unpaid checkout', async () => {
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db);
    const pending = await buildBooking(t.db, property, tenant, { moveInDate: today(), months: 2, status: 'pending_payment' });
    expect((await cancel(tenant, pending.id)).statusCode).toBe(409);
  });

  it('refuses a stay whose move-in date has passed, but not one moving in today', async () => {
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db);
    const begun = await buildBooking(t.db, property, tenant, { moveInDate: addCalendarDays(today(), -1), months: 2 });
    const res = await cancel(tenant, begun.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already begun/);

    const other = await buildProperty(t.db, landlord);
    const movingInToday = await buildBooking(t.db, other, tenant, { moveInDate: today(), months: 2 });
    expect((await cancel(tenant, movingInToday.id)).statusCode).toBe(200);
  });

  it('refuses once the move-in date passes as time goes by (the clock moved)', async () => {
    const { tenant, bookingId } = await paidStay({ moveInInDays: 1 });
    t.clock.advance(49 * HOUR);
    try {
      expect((await cancel(tenant, bookingId)).statusCode).toBe(409);
    } finally {
      t.clock.advance(-49 * HOUR);
    }
  });
});

describe('the refund policy through the API', () => {
  it('refunds everything at exactly 48 hours after paying, and keeps the first month one millisecond later', async () => {
    const early = await paidStay({ moveInInDays: 3 });
    const late = await paidStay({ moveInInDays: 3 });
    t.clock.advance(48 * HOUR);
    try {
      expect((await cancel(early.tenant, early.bookingId)).json()).toMatchObject({
        refund_amount: 60_000,
        rule: 'full_within_48_hours',
      });
      t.clock.advance(1);
      expect((await cancel(late.tenant, late.bookingId)).json()).toMatchObject({
        refund_amount: 40_000,
        kept_amount: 20_000,
        rule: 'first_month_kept',
      });
      expect(await paymentOf(late.bookingId)).toMatchObject({ status: 'partially_refunded', refundedAmountPaise: 4_000_000 });
    } finally {
      t.clock.advance(-48 * HOUR - 1);
    }
  });

  it('keeps the first month when the tenant cancels on the move-in day, even within 48 hours', async () => {
    const { tenant, bookingId } = await paidStay({ moveInInDays: 0 });
    expect((await cancel(tenant, bookingId)).json()).toMatchObject({ refund_amount: 40_000, rule: 'first_month_kept' });
  });

  it('is paise-exact on odd amounts', async () => {
    // ₹12,345.67 a month for 3 months: ₹37,037.01 paid, one month kept, ₹24,691.34 back.
    const { tenant, bookingId } = await paidStay({ rupees: 12_345.67, months: 3, moveInInDays: 0 });
    expect((await cancel(tenant, bookingId)).json()).toMatchObject({ refund_amount: 24_691.34, kept_amount: 12_345.67 });
    expect(await paymentOf(bookingId)).toMatchObject({ amountPaise: 3_703_701, refundedAmountPaise: 2_469_134 });
  });

  it('refunds nothing for a one-month stay cancelled late: the payment stays paid, the dates are freed', async () => {
    const { tenant, bookingId, payment } = await paidStay({ months: 1, moveInInDays: 0 });
    const res = await cancel(tenant, bookingId);
    expect(res.json()).toMatchObject({ refund_amount: 0, kept_amount: 20_000, refund_status: 'refunded' });
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'paid', refundedAmountPaise: 0 });
    expect(provider.refunds.some((r) => r.transactionId === payment.transactionId)).toBe(false);
  });
});

describe('races and failures', () => {
  it('cancels once and refunds once when two requests arrive together (double-click, two tabs)', async () => {
    const { tenant, bookingId, payment } = await paidStay();

    const answers = await Promise.all([cancel(tenant, bookingId), cancel(tenant, bookingId), cancel(landlord, bookingId)]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(provider.refunds.filter((r) => r.transactionId === payment.transactionId)).toHaveLength(1);
    expect((await paymentOf(bookingId))?.refundedAmountPaise).toBe(6_000_000);
  });

  it('leaves a cancelled booking with a refund_pending payment when the provider fails, and a retry finishes it', async () => {
    const { tenant, bookingId, payment } = await paidStay({ moveInInDays: 0 });
    const refundsWaiting = async () =>
      (await t.app.inject({ url: '/api/admin/overview', headers: bearer(t.app, admin) })).json().attention.refundsPending;
    const waitingBefore = await refundsWaiting();
    provider.failing = true;
    let res: Awaited<ReturnType<typeof cancel>>;
    try {
      res = await cancel(tenant, bookingId);
    } finally {
      provider.failing = false;
    }

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund_amount: 40_000, refund_status: 'pending' });
    expect((await bookingRow(bookingId))?.status).toBe('cancelled');
    expect(await paymentOf(bookingId)).toMatchObject({
      status: 'refund_pending',
      refundedAmountPaise: 4_000_000,
      refundedAt: null,
    });
    // The tenant's list says the refund is on its way.
    const list = await t.app.inject({ url: `/api/bookings/tenant/${tenant.id}`, headers: bearer(t.app, tenant) });
    expect((list.json() as BookingSummary[]).find((b) => b.booking_id === bookingId)).toMatchObject({
      status: 'cancelled',
      refund_amount: 40_000,
      refund_pending: true,
    });
    // The admin's dashboard counts it among the things waiting.
    expect(await refundsWaiting()).toBe(waitingBefore + 1);

    // Housekeeping's retry sends it once the network answers again.
    const sent = await retryPendingRefunds({ db: t.db, provider, clock: t.clock, log: t.app.log });
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'partially_refunded', refundedAmountPaise: 4_000_000 });
    expect(provider.refunds.filter((r) => r.transactionId === payment.transactionId)).toEqual([
      { transactionId: payment.transactionId, amountPaise: 4_000_000 },
    ]);
    expect(await refundsWaiting()).toBe(waitingBefore);
  });
});

describe('what a cancellation changes elsewhere', () => {
  it('frees the dates at once: availability and the cached listing no longer show the stay', async () => {
    const { tenant, bookingId, property } = await paidStay({ moveInInDays: 0 });
    const detail = (p: PropertyRow) => t.app.inject({ url: `/api/property/${p.id}` });
    const availability = () => t.app.inject({ url: `/api/bookings/availability/${property.id}` });
    expect((await availability()).json().isBooked).toBe(true);
    // Read once so the detail answer is in the listing cache.
    expect((await detail(property)).json()).toMatchObject({ is_booked: true });

    expect((await cancel(tenant, bookingId)).statusCode).toBe(200);

    expect((await availability()).json()).toMatchObject({ availableDate: today(), isBooked: false });
    expect((await detail(property)).json()).toMatchObject({ is_booked: false, available_date: today() });
    // Someone else can book the same dates now.
    const next = await buildTenant(t.db);
    await expect(bookAndPay(t, next, property, { moveInDate: today(), months: 1 })).resolves.toBeTruthy();
  });

  it('counts only what was kept in earnings, the monthly summary and the admin revenue', async () => {
    const owner = await buildLandlord(t.db);
    const property = await buildProperty(t.db, owner, { rupees: 10_000 });
    const tenant = await buildTenant(t.db);
    const overview = async () => (await t.app.inject({ url: '/api/admin/overview', headers: bearer(t.app, admin) })).json();
    const revenueBefore = (await overview()).revenue;
    const sessionId = await bookAndPay(t, tenant, property, { moveInDate: today(), months: 3 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    const bookingId = payment?.bookingId ?? '';
    expect((await overview()).revenue).toBe(revenueBefore + 30_000);

    expect((await cancel(tenant, bookingId)).json().refund_amount).toBe(20_000);

    const list = await t.app.inject({ url: `/api/payment/landlord/${owner.id}`, headers: bearer(t.app, owner) });
    expect(list.json().totalEarnings).toBe(10_000);
    expect((list.json().payments as PaymentSummary[])[0]).toMatchObject({
      status: 'partially_refunded',
      amount: 30_000,
      refunded_amount: 20_000,
    });
    const summary = await t.app.inject({
      url: `/api/payment/landlord/${owner.id}/monthly-summary`,
      headers: bearer(t.app, owner),
    });
    expect(summary.json()).toEqual([{ month: today().slice(0, 7), total: 10_000 }]);
    expect((await overview()).revenue).toBe(revenueBefore + 10_000);
  });

  it('keeps cancelled stays in the tenant, landlord and admin lists, saying who cancelled and the refund', async () => {
    const owner = await buildLandlord(t.db);
    const property = await buildProperty(t.db, owner, { rupees: 15_000 });
    const tenant = await buildTenant(t.db);
    const sessionId = await bookAndPay(t, tenant, property, { moveInDate: today(), months: 2 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    const bookingId = payment?.bookingId ?? '';
    expect((await cancel(owner, bookingId, { reason: 'Repairs needed' })).statusCode).toBe(200);

    const find = async (url: string, user: TestUser) => {
      const res = await t.app.inject({ url, headers: bearer(t.app, user) });
      return (res.json() as BookingSummary[]).find((b) => b.booking_id === bookingId);
    };
    const expected = {
      status: 'cancelled',
      cancelled_by: 'landlord',
      cancel_reason: 'Repairs needed',
      refund_amount: 30_000,
      refund_pending: false,
      can_cancel: false,
      cancel_refund_amount: null,
    };
    expect(await find(`/api/bookings/tenant/${tenant.id}`, tenant)).toMatchObject(expected);
    expect(await find(`/api/bookings/landlord/${owner.id}`, owner)).toMatchObject(expected);
    expect(await find('/api/bookings/all?limit=50', admin)).toMatchObject(expected);
  });

  it('tells each viewer whether they may cancel and what the tenant would get back', async () => {
    const { tenant, bookingId } = await paidStay({ moveInInDays: 0 });
    const tenantList = await t.app.inject({ url: `/api/bookings/tenant/${tenant.id}`, headers: bearer(t.app, tenant) });
    expect((tenantList.json() as BookingSummary[]).find((b) => b.booking_id === bookingId)).toMatchObject({
      can_cancel: true,
      cancel_refund_amount: 40_000,
      cancel_refund_rule: 'first_month_kept',
      cancelled_at: null,
      refund_amount: null,
    });
    const landlordList = await t.app.inject({
      url: `/api/bookings/landlord/${landlord.id}?limit=50`,
      headers: bearer(t.app, landlord),
    });
    expect((landlordList.json() as BookingSummary[]).find((b) => b.booking_id === bookingId)).toMatchObject({
      can_cancel: true,
      cancel_refund_amount: 60_000,
      cancel_refund_rule: 'full_by_landlord',
    });
  });

  it('does not list checkouts that lost their dates or were never paid', async () => {
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db);
    await buildBooking(t.db, property, tenant, { moveInDate: today(), months: 1, status: 'cancelled' });
    await buildBooking(t.db, property, tenant, { moveInDate: today(), months: 1, status: 'pending_payment' });
    const res = await t.app.inject({ url: `/api/bookings/tenant/${tenant.id}`, headers: bearer(t.app, tenant) });
    expect(res.json()).toEqual([]);
  });
});
