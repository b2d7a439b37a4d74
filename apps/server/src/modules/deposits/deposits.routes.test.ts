import { DEPOSIT_DEDUCTIONS_MAX, depositMessages } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, depositSettlements, notifications, payments } from '../../db/schema/index.js';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import { buildStayWithDeposit } from '../../test/deposits.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LivePublisher } from '../live/live.publisher.js';
import { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { DemoPaymentProvider } from '../payments/providers/demo.js';
import { PaymentProviderError } from '../payments/providers/payment-provider.js';
import { settleOverdueDeposits } from './deposits.service.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo network, recording each refund asked of it, and failing on request as during an outage. */
class RecordingProvider extends DemoPaymentProvider {
  readonly refunds: { transactionId: string; amountPaise: number; reference: string | undefined }[] = [];
  failing = false;
  override async refund(transactionId: string, amountPaise: number, reference?: string): Promise<void> {
    if (this.failing) throw new PaymentProviderError('the network is down');
    // As the real networks do: one reference, one refund.
    if (reference && this.refunds.some((r) => r.reference === reference)) return;
    this.refunds.push({ transactionId, amountPaise, reference });
    await super.refund(transactionId);
  }
}

let t: TestContext;
let provider: RecordingProvider;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { payments: ({ db, clock }) => (provider = new RecordingProvider(db, clock)) });
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const today = () => t.clock.today();

type Stay = { booking: typeof bookings.$inferSelect; transactionId: string; tenant: TestUser; landlord: TestUser };

/** A stay of a fresh tenant in a fresh landlord's listing, paid with a deposit, by default ended yesterday. */
async function stayWithDeposit(
  options: { deposit?: number; endDate?: string; months?: number; status?: 'confirmed' | 'cancelled' } = {},
): Promise<Stay> {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  const property = await buildProperty(t.db, landlord, { rupees: 20_000 });
  const { booking, transactionId } = await buildStayWithDeposit(t.db, property, tenant, {
    endDate: options.endDate ?? addCalendarDays(today(), -1),
    ...(options.months ? { months: options.months } : {}),
    depositRupees: options.deposit ?? 40_000,
    ...(options.status ? { status: options.status } : {}),
  });
  return { booking, transactionId, tenant, landlord };
}

const settle = (stay: Stay, deductions: unknown, user: Pick<TestUser, 'id' | 'role'> = stay.landlord) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${stay.booking.id}/deposit/settle`,
    headers: bearer(t.app, user),
    payload: { deductions },
  });
const dispute = (stay: Stay, reason: unknown, user: Pick<TestUser, 'id' | 'role'> = stay.tenant) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${stay.booking.id}/deposit/dispute`,
    headers: bearer(t.app, user),
    payload: { reason },
  });
const decide = (stay: Stay, body: Record<string, unknown>, user: Pick<TestUser, 'id' | 'role'> = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/deposit-disputes/${stay.booking.id}/decide`,
    headers: bearer(t.app, user),
    payload: body,
  });
const view = (stay: Stay, user: Pick<TestUser, 'id' | 'role'> = stay.tenant) =>
  t.app.inject({ url: `/api/bookings/${stay.booking.id}/deposit`, headers: bearer(t.app, user) });

const refundsFor = (stay: Stay) => provider.refunds.filter((r) => r.transactionId === stay.transactionId);
const notificationsOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as 'deposit_settled')));

const runDeadlineJob = (db = t.db) =>
  settleOverdueDeposits({
    db,
    provider,
    clock: t.clock,
    log: t.app.log,
    notifications: new NotificationDispatcher({
      db,
      live: new LivePublisher(t.database.pubsub),
      queue: t.emailQueue,
      log: t.app.log,
    }),
  });

describe('GET /api/bookings/{id}/deposit', () => {
  it('shows a held deposit with the day the landlord must settle by, to tenant, landlord and admin only', async () => {
    const stay = await stayWithDeposit();
    for (const user of [stay.tenant, stay.landlord, admin]) {
      const res = await view(stay, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        booking_id: stay.booking.id,
        deposit: 40_000,
        state: 'held',
        settleable: true,
        settle_by: addCalendarDays(stay.booking.endDate, 14),
        settlement: null,
        dispute: null,
      });
    }
    expect((await view(stay, await buildTenant(t.db))).statusCode).toBe(403);
    expect((await view(stay, await buildLandlord(t.db))).statusCode).toBe(403);
  });

  it('is not settleable while the stay goes on, and says none for a booking without a deposit', async () => {
    const current = await stayWithDeposit({ endDate: addCalendarDays(today(), 20) });
    expect((await view(current)).json()).toMatchObject({ state: 'held', settleable: false, settle_by: null });
    const none = await stayWithDeposit({ deposit: 0 });
    expect((await view(none)).json()).toMatchObject({ state: 'none', deposit: 0, settleable: false });
  });
});

describe('POST /api/bookings/{id}/deposit/settle', () => {
  it('keeps the itemised deductions, refunds the rest against the first payment, and tells the tenant each item', async () => {
    const stay = await stayWithDeposit();
    const res = await settle(stay, [
      { reason: 'Deep cleaning', amount: 2_500.5 },
      { reason: ' Broken window pane ', amount: 4_000 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'settled',
      settleable: false,
      settlement: {
        deductions: [
          { reason: 'Deep cleaning', amount: 2_500.5 },
          { reason: 'Broken window pane', amount: 4_000 },
        ],
        refund: 33_499.5,
        settled_by_landlord: true,
        refunded_at: t.clock.now().toISOString(),
        dispute_by: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      },
      dispute: null,
    });
    expect(refundsFor(stay)).toEqual([
      { transactionId: stay.transactionId, amountPaise: 3_349_950, reference: `deposit-${stay.booking.id}` },
    ]);
    const [told] = await notificationsOf(stay.tenant.id, 'deposit_settled');
    expect(told?.body).toContain('₹33,499.50 of your ₹40,000 deposit is being refunded');
    expect(told?.body).toContain('Deep cleaning ₹2,500.50; Broken window pane ₹4,000');
  });

  it('leaves the rent payment and the earnings alone: the deposit refund is recorded on the settlement only', async () => {
    const stay = await stayWithDeposit();
    await settle(stay, []);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, stay.booking.id));
    expect(payment).toMatchObject({ status: 'paid', refundedAmountPaise: 0 });
    const [settlement] = await t.db.select().from(depositSettlements).where(eq(depositSettlements.bookingId, stay.booking.id));
    expect(settlement).toMatchObject({ refundPaise: 4_000_000, deductions: [] });
  });

  it('settles once: the second settlement, even at the same moment, is a 409 and refunds nothing more', async () => {
    const stay = await stayWithDeposit();
    const [a, b] = await Promise.all([settle(stay, [{ reason: 'Paint', amount: 1_000 }]), settle(stay, [], admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().error).toBe(depositMessages.alreadySettled);
    expect(refundsFor(stay)).toHaveLength(1);
  });

  it('refuses before the stay has ended, after the settling window, and for a stay without a deposit', async () => {
    const current = await stayWithDeposit({ endDate: addCalendarDays(today(), 1) });
    expect((await settle(current, [])).json()).toMatchObject({ code: 'CONFLICT', error: depositMessages.stayNotEnded });
    const late = await stayWithDeposit({ endDate: addCalendarDays(today(), -15) });
    expect((await settle(late, [])).json().error).toBe(depositMessages.settleWindowClosed);
    const lastDay = await stayWithDeposit({ endDate: addCalendarDays(today(), -14) });
    expect((await settle(lastDay, [])).statusCode).toBe(200);
    const none = await stayWithDeposit({ deposit: 0 });
    expect((await settle(none, [])).json().error).toBe(depositMessages.noDeposit);
  });

  it('is never settled for a cancelled stay, whose cancellation refund returned the deposit', async () => {
    // Cancelled on its move-in day (the last day a cancellation is allowed) and days before it.
    for (const endDate of [addCalendarMonths(today(), 2), addCalendarMonths(addCalendarDays(today(), 5), 2)]) {
      const stay = await stayWithDeposit({ endDate, status: 'cancelled' });
      await t.db.update(bookings).set({ cancelledAt: t.clock.now() }).where(eq(bookings.id, stay.booking.id));
      expect((await settle(stay, [])).json().error).toBe(depositMessages.stayNotEnded);
      const view = await t.app.inject({ url: `/api/bookings/${stay.booking.id}/deposit`, headers: bearer(t.app, stay.tenant) });
      expect(view.json()).toMatchObject({ state: 'none', deposit: 0, settleable: false });
    }
  });

  it('checks the items: amounts above zero in whole paise, reasons of 1–200 characters, at most 20, in total no more than the deposit', async () => {
    const stay = await stayWithDeposit({ deposit: 10_000 });
    const bad = await settle(stay, [
      { reason: '', amount: 10 },
      { reason: 'x'.repeat(201), amount: 10 },
      { reason: 'Zero', amount: 0 },
      { reason: 'Fraction', amount: 1.234 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      'deductions.0.reason': depositMessages.reasonRequired,
      'deductions.1.reason': depositMessages.reasonTooLong,
      'deductions.2.amount': depositMessages.amountInvalid,
      'deductions.3.amount': depositMessages.amountInvalid,
    });
    const many = Array.from({ length: DEPOSIT_DEDUCTIONS_MAX + 1 }, (_, i) => ({ reason: `Item ${i}`, amount: 1 }));
    expect((await settle(stay, many)).json().details).toEqual({ deductions: depositMessages.tooManyDeductions });
    const tooMuch = await settle(stay, [
      { reason: 'Repainting', amount: 6_000 },
      { reason: 'Sofa', amount: 4_000.01 },
    ]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toEqual({ deductions: depositMessages.deductionsTooHigh });
    const all = await settle(stay, [{ reason: 'Everything', amount: 10_000 }]);
    expect(all.json().settlement).toMatchObject({ refund: 0, refunded_at: t.clock.now().toISOString() });
    expect(refundsFor(stay)).toEqual([]);
  });

  it('is for the landlord of the stay or the admin (audit-logged), not the tenant or another landlord', async () => {
    const stay = await stayWithDeposit();
    expect((await settle(stay, [], stay.tenant)).statusCode).toBe(403);
    expect((await settle(stay, [], await buildLandlord(t.db))).statusCode).toBe(403);
    expect((await settle(stay, [], admin)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, stay.booking.id), eq(auditLog.action, 'deposit.settled')));
    expect(entry?.actorId).toBe(admin.id);
  });

  it('keeps the refund owed when the provider fails, and the scheduled round sends it', async () => {
    const stay = await stayWithDeposit();
    provider.failing = true;
    const res = await settle(stay, [{ reason: 'Cleaning', amount: 1_000 }]);
    provider.failing = false;
    expect(res.statusCode).toBe(200);
    expect(res.json().settlement.refunded_at).toBeNull();
    expect(refundsFor(stay)).toEqual([]);
    await runDeadlineJob();
    expect(refundsFor(stay)).toEqual([expect.objectContaining({ amountPaise: 3_900_000 })]);
    expect((await view(stay)).json().settlement.refunded_at).not.toBeNull();
  });
});

describe('the settling deadline', () => {
  it('refunds an unsettled deposit in full once its window has passed, once even with two processes at once', async () => {
    const overdue = await stayWithDeposit({ endDate: addCalendarDays(today(), -15) });
    const inTime = await stayWithDeposit({ endDate: addCalendarDays(today(), -14) });
    const other = t.database.connectAgain();
    try {
      await Promise.all([runDeadlineJob(), runDeadlineJob(other.db)]);
    } finally {
      await other.close();
    }
    expect((await view(overdue)).json()).toMatchObject({
      state: 'settled',
      settlement: { deductions: [], refund: 40_000, settled_by_landlord: false, dispute_by: null },
    });
    expect(refundsFor(overdue)).toEqual([expect.objectContaining({ amountPaise: 4_000_000 })]);
    expect(await notificationsOf(overdue.tenant.id, 'deposit_settled')).toHaveLength(1);
    expect(await notificationsOf(overdue.landlord.id, 'deposit_settled')).toHaveLength(1);
    expect((await view(inTime)).json().state).toBe('held');
    await runDeadlineJob();
    expect(await notificationsOf(overdue.tenant.id, 'deposit_settled')).toHaveLength(1);
  });
});

describe('disputes', () => {
  async function settledStay(
    deductions = [
      { reason: 'Broken chair', amount: 3_000 },
      { reason: 'Cleaning', amount: 2_000 },
    ],
  ) {
    const stay = await stayWithDeposit();
    expect((await settle(stay, deductions)).statusCode).toBe(200);
    return stay;
  }

  it('lets the tenant dispute within 7 days; the landlord and admins are told and it joins the admin queue', async () => {
    const stay = await settledStay();
    t.clock.advance(7 * DAY - 1000);
    const res = await dispute(stay, '  The chair was broken when I moved in. ');
    expect(res.statusCode).toBe(200);
    expect(res.json().dispute).toMatchObject({
      status: 'open',
      reason: 'The chair was broken when I moved in.',
      decided_at: null,
    });
    expect(await notificationsOf(stay.landlord.id, 'deposit_disputed')).toHaveLength(1);
    expect(await notificationsOf(admin.id, 'deposit_disputed')).not.toHaveLength(0);
    const queue = await t.app.inject({ url: '/api/admin/deposit-disputes', headers: bearer(t.app, admin) });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        booking_id: stay.booking.id,
        booking_reference: stay.booking.reference,
        deposit: 40_000,
        refund: 35_000,
        reason: 'The chair was broken when I moved in.',
        status: 'open',
      }),
    );
    expect((await dispute(stay, 'Again')).json().error).toBe(depositMessages.alreadyDisputed);
  });

  it('refuses after the 7 days, before any settlement, when nothing was deducted, and from anyone but the tenant', async () => {
    const late = await settledStay();
    t.clock.advance(7 * DAY + 1000);
    expect((await dispute(late, 'Too late')).json()).toMatchObject({
      code: 'CONFLICT',
      error: depositMessages.disputeWindowClosed,
    });
    const unsettled = await stayWithDeposit();
    expect((await dispute(unsettled, 'Why')).json().error).toBe(depositMessages.notSettled);
    const nothing = await settledStay([]);
    expect((await dispute(nothing, 'Why')).json().error).toBe(depositMessages.nothingDeducted);
    const stay = await settledStay();
    expect((await dispute(stay, 'x', stay.landlord)).statusCode).toBe(403);
    expect((await dispute(stay, 'x', await buildTenant(t.db))).statusCode).toBe(403);
    expect((await dispute(stay, '')).json().details).toEqual({ reason: depositMessages.disputeReasonRequired });
  });

  it("takes the admin's decision once: the extra refund goes back, it is audit-logged, and both sides are told", async () => {
    const stay = await settledStay();
    await dispute(stay, 'The chair was already broken');
    expect((await decide(stay, { refund: 5_000.01, note: '' })).json().details).toEqual({
      refund: depositMessages.decisionTooHigh,
    });
    expect((await decide(stay, { refund: 3_000 }, stay.landlord)).statusCode).toBe(403);
    const res = await decide(stay, { refund: 3_000, note: 'The move-in photos show the chair already broken.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().dispute).toMatchObject({
      status: 'decided',
      decision_refund: 3_000,
      decision_note: 'The move-in photos show the chair already broken.',
    });
    expect(refundsFor(stay).map((r) => [r.amountPaise, r.reference])).toEqual([
      [3_500_000, `deposit-${stay.booking.id}`],
      [300_000, `deposit-decision-${stay.booking.id}`],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, stay.booking.id), eq(auditLog.action, 'deposit.dispute_decided')));
    expect(entry).toMatchObject({ actorId: admin.id, details: { decisionRefundPaise: 300_000 } });
    expect(await notificationsOf(stay.tenant.id, 'deposit_dispute_decided')).toHaveLength(1);
    expect(await notificationsOf(stay.landlord.id, 'deposit_dispute_decided')).toHaveLength(1);
    expect((await decide(stay, { refund: 0 })).json().error).toBe(depositMessages.noOpenDispute);
    const decided = await t.app.inject({ url: '/api/admin/deposit-disputes?status=decided', headers: bearer(t.app, admin) });
    expect(decided.json()).toContainEqual(expect.objectContaining({ booking_id: stay.booking.id, decision_refund: 3_000 }));
  });

  it('lists decided disputes latest decision first, each with its decision, apart from the open ones', async () => {
    const earlier = await settledStay();
    const later = await settledStay();
    const open = await settledStay();
    // Disputed in one order and decided in the same: the list is by the decision, latest first.
    for (const stay of [earlier, later, open]) {
      await dispute(stay, 'Not my doing');
      t.clock.advance(60_000);
    }
    await decide(earlier, { refund: 1_000, note: 'Part of it.' });
    t.clock.advance(60_000);
    await decide(later, { refund: 0 });
    const list = async (status?: string) =>
      (
        await t.app.inject({
          url: `/api/admin/deposit-disputes${status ? `?status=${status}` : ''}`,
          headers: bearer(t.app, admin),
        })
      ).json() as { booking_id: string; status: string; decided_at: string | null; decision_refund: number }[];

    const decided = (await list('decided')).filter((d) => [earlier, later, open].some((s) => s.booking.id === d.booking_id));
    expect(decided.map((d) => [d.booking_id, d.decision_refund])).toEqual([
      [later.booking.id, 0],
      [earlier.booking.id, 1_000],
    ]);
    expect(decided.every((d) => d.status === 'decided' && d.decided_at !== null)).toBe(true);
    const waiting = (await list()).map((d) => d.booking_id);
    expect(waiting).toContain(open.booking.id);
    expect(waiting).not.toContain(earlier.booking.id);
    const unknown = await t.app.inject({ url: '/api/admin/deposit-disputes?status=closed', headers: bearer(t.app, admin) });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets the settlement stand with a decision of 0, refunding nothing more', async () => {
    const stay = await settledStay();
    await dispute(stay, 'Unfair');
    const res = await decide(stay, { refund: 0, note: 'Deductions are supported by receipts.' });
    expect(res.json().dispute).toMatchObject({ status: 'decided', decision_refund: 0 });
    expect(refundsFor(stay)).toHaveLength(1);
  });
});
