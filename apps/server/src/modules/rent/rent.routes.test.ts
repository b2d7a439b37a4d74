import type { NotificationsResponse, RentSchedule } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, type PropertyRow, payments, rentPeriods } from '../../db/schema/index.js';
import { checkPaymentStatus, payCheckout } from '../../test/checkout.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LivePublisher } from '../live/live.publisher.js';
import { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { sendRentReminders } from './rent.service.js';

let t: TestContext;
let landlord: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
});
afterAll(() => t.close());

/** Late morning in India on `date`, so the India date is `date` whatever the server's zone. */
const at = (date: string) => t.clock.set(new Date(`${date}T06:00:00.000Z`));

function checkout(
  tenant: TestUser,
  property: PropertyRow,
  stay: { moveInDate: string; months: number; amount: number; plan?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout-session',
    headers: bearer(t.app, tenant),
    payload: {
      propertyId: property.id,
      amount: stay.amount,
      moveInDate: stay.moveInDate,
      duration: stay.months,
      plan: stay.plan,
    },
  });
}

const schedule = (user: TestUser, bookingId: string) =>
  t.app.inject({ url: `/api/bookings/${bookingId}/rent`, headers: bearer(t.app, user) });

const payMonth = (user: TestUser, bookingId: string, period: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/rent/${period}/checkout`, headers: bearer(t.app, user) });

const notificationsOf = async (user: TestUser) =>
  ((await t.app.inject({ url: '/api/me/notifications', headers: bearer(t.app, user) })).json() as NotificationsResponse)
    .notifications;

/** A monthly stay booked and paid through the real checkout the day before its move-in; returns the booking id. */
async function monthlyStay(tenant: TestUser, property: PropertyRow, moveInDate: string, months: number) {
  const rent = property.pricePaise / 100;
  const deposit = property.depositPaise / 100;
  const res = await checkout(tenant, property, { moveInDate, months, amount: rent + deposit, plan: 'monthly' });
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId } = res.json();
  expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
  const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new Error('no payment');
  return payment.bookingId;
}

/** Pays a month through its checkout and the demo card; returns the session. */
async function payRent(tenant: TestUser, bookingId: string, period: string) {
  const res = await payMonth(tenant, bookingId, period);
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId } = res.json();
  expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
  return sessionId as string;
}

const dispatcher = () =>
  new NotificationDispatcher({ db: t.db, live: new LivePublisher(t.database.pubsub), queue: t.emailQueue, log: t.app.log });

describe('checkout with a deposit and a payment plan', () => {
  it('takes rent × months + deposit in full, or the first month + deposit monthly, and refuses any other amount', async () => {
    at('2031-05-10');
    const property = await buildProperty(t.db, landlord, { rupees: 20_000, deposit: 40_000 });
    const tenant = await buildTenant(t.db);
    const stay = { moveInDate: '2031-05-11', months: 3 };
    for (const [plan, wrong] of [
      ['full', 60_000],
      ['monthly', 20_000],
      ['monthly', 100_000],
      [undefined, 60_000],
    ] as const) {
      const res = await checkout(tenant, property, { ...stay, amount: wrong, plan });
      expect(res.statusCode, `${plan} ${wrong}`).toBe(400);
      expect(res.json().details.amount).toBeDefined();
    }
    expect((await checkout(tenant, property, { ...stay, amount: 1, plan: 'weekly' })).statusCode).toBe(400);

    const full = await checkout(tenant, property, { ...stay, amount: 100_000 });
    expect(full.statusCode, full.body).toBe(200);
    const monthly = await checkout(tenant, property, { ...stay, amount: 60_000, plan: 'monthly' });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json().sessionId).not.toBe(full.json().sessionId);
    // Pressing it twice gives the same checkout.
    expect((await checkout(tenant, property, { ...stay, amount: 60_000, plan: 'monthly' })).json()).toEqual(monthly.json());

    const rows = await t.db
      .select({ booking: bookings, payment: payments })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.propertyId, property.id))
      .orderBy(payments.createdAt);
    expect(
      rows.map(({ booking, payment }) => [
        booking.paymentPlan,
        booking.amountPaise,
        booking.depositPaise,
        payment.amountPaise,
        payment.rentPaise,
        payment.depositPaise,
      ]),
    ).toEqual([
      ['full', 6_000_000, 4_000_000, 10_000_000, 6_000_000, 4_000_000],
      ['monthly', 6_000_000, 4_000_000, 6_000_000, 2_000_000, 4_000_000],
    ]);
  });

  it('writes the months of a monthly stay when it is confirmed, across month ends and February', async () => {
    at('2031-01-30');
    const property = await buildProperty(t.db, landlord, { rupees: 20_000, deposit: 20_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2031-01-31', 4);
    const res = await schedule(tenant, bookingId);
    expect(res.statusCode).toBe(200);
    const months = res.json() as RentSchedule;
    expect(months.map((m) => [m.period, m.period_end, m.due_date, m.amount, m.status])).toEqual([
      ['2031-01-31', '2031-02-28', '2031-01-31', 20_000, 'paid'],
      ['2031-02-28', '2031-03-31', '2031-02-28', 20_000, 'upcoming'],
      ['2031-03-31', '2031-04-30', '2031-03-31', 20_000, 'upcoming'],
      ['2031-04-30', '2031-05-31', '2031-04-30', 20_000, 'upcoming'],
    ]);
    const [first] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(months[0]?.payment_id).toBe(first?.id);

    // The landlord and the admin read it too; anyone else is refused; an unknown id is not found.
    expect((await schedule(landlord, bookingId)).json()).toEqual(months);
    expect((await schedule(await buildAdmin(t.db), bookingId)).statusCode).toBe(200);
    expect((await schedule(await buildTenant(t.db), bookingId)).statusCode).toBe(403);
    expect((await schedule(await buildLandlord(t.db), bookingId)).statusCode).toBe(403);
    expect((await schedule(tenant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await schedule(tenant, 'not-an-id')).statusCode).toBe(404);

    // Due from ten days before the due date, late five days after it.
    at('2031-02-17');
    expect((await schedule(tenant, bookingId)).json()[1].status).toBe('upcoming');
    at('2031-02-18');
    expect((await schedule(tenant, bookingId)).json()[1].status).toBe('due');
    at('2031-03-04');
    expect((await schedule(tenant, bookingId)).json()[1].status).toBe('due');
    at('2031-03-05');
    expect((await schedule(tenant, bookingId)).json()[1].status).toBe('late');
  });

  it('answers a stay paid in full as its months, all paid by its one payment', async () => {
    at('2032-02-27');
    const property = await buildProperty(t.db, landlord, { rupees: 15_000 });
    const tenant = await buildTenant(t.db);
    const res = await checkout(tenant, property, { moveInDate: '2032-02-29', months: 2, amount: 30_000 });
    expect((await payCheckout(t, res.json().sessionId)).statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    const months = (await schedule(tenant, booking?.id ?? '')).json() as RentSchedule;
    expect(months.map((m) => [m.period, m.period_end, m.amount, m.status])).toEqual([
      ['2032-02-29', '2032-03-29', 15_000, 'paid'],
      ['2032-03-29', '2032-04-29', 15_000, 'paid'],
    ]);
    expect((await payMonth(tenant, booking?.id ?? '', '2032-03-29')).statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(rentPeriods)
        .where(eq(rentPeriods.bookingId, booking?.id ?? '')),
    ).toEqual([]);
  });
});

describe('paying a month', () => {
  it('opens one checkout for a due month, however often it is asked, and confirms it once', async () => {
    at('2033-03-09');
    const property = await buildProperty(t.db, landlord, { title: 'Rent Rooms', rupees: 25_000, deposit: 50_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2033-03-10', 3);

    // Not payable yet eleven days before it is due; a month not in the stay is not found.
    at('2033-03-30');
    expect((await payMonth(tenant, bookingId, '2033-04-10')).statusCode).toBe(409);
    expect((await payMonth(tenant, bookingId, '2033-04-11')).statusCode).toBe(404);
    expect((await payMonth(tenant, bookingId, '2033-03-10')).statusCode).toBe(409);
    expect((await payMonth(tenant, bookingId, '2033-02-30')).statusCode).toBe(400);
    // Only the stay's tenant pays it.
    expect((await payMonth(await buildTenant(t.db), bookingId, '2033-04-10')).statusCode).toBe(403);

    at('2033-03-31');
    const [a, b] = await Promise.all([payMonth(tenant, bookingId, '2033-04-10'), payMonth(tenant, bookingId, '2033-04-10')]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.json()).toEqual(a?.json());
    const { sessionId, url } = a?.json() ?? {};
    expect(url).toBe(`${t.config.publicUrl}/checkout/${sessionId}`);
    const demo = await t.app.inject({ url: `/api/payment/demo/${sessionId}` });
    expect(demo.json()).toMatchObject({ amount: 25_000, propertyTitle: 'Rent Rooms', moveInDate: '2033-04-10', months: 1 });

    // The demo card and the success page's status check confirm it together: one payment, the month paid.
    await Promise.all([payCheckout(t, sessionId), checkPaymentStatus(t, tenant, sessionId)]);
    const status = await checkPaymentStatus(t, tenant, sessionId);
    expect(status.json()).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      payment: { amount: 25_000, rent_amount: 25_000, deposit_amount: 0, rent_period: '2033-04-10' },
    });
    const monthPayments = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.rentPeriod, '2033-04-10')));
    expect(monthPayments).toHaveLength(1);
    expect(monthPayments[0]).toMatchObject({ status: 'paid', amountPaise: 2_500_000, rentPaise: 2_500_000, depositPaise: 0 });
    const months = (await schedule(tenant, bookingId)).json() as RentSchedule;
    expect(months[1]).toMatchObject({ status: 'paid', payment_id: monthPayments[0]?.id });
    expect((await payMonth(tenant, bookingId, '2033-04-10')).statusCode).toBe(409);

    const told = (await notificationsOf(landlord)).filter((n) => n.type === 'rent_paid');
    expect(told).toMatchObject([{ title: expect.stringContaining('paid the rent for Rent Rooms'), link: '/landlord/rent' }]);
    // The booking list still shows the stay once, with its first payment.
    const list = await t.app.inject({ url: `/api/bookings/tenant/${tenant.id}`, headers: bearer(t.app, tenant) });
    const listed = (list.json() as { booking_id: string; payment_id: string; payment_plan: string; deposit: number }[]).filter(
      (row) => row.booking_id === bookingId,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ payment_plan: 'monthly', deposit: 50_000 });
    expect(listed[0]?.payment_id).not.toBe(monthPayments[0]?.id);
  });

  it('refunds a month paid after its stay was cancelled', async () => {
    at('2034-01-04');
    const property = await buildProperty(t.db, landlord, { rupees: 10_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2034-01-05', 2);
    at('2034-01-27');
    const { sessionId } = (await payMonth(tenant, bookingId, '2034-02-05')).json();
    // The stay is cancelled (here behind the route's back) while the checkout is open.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    await payCheckout(t, sessionId);
    const status = (await checkPaymentStatus(t, tenant, sessionId)).json();
    expect(status).toMatchObject({ success: false, code: 'BOOKING_CONFLICT', message: expect.stringContaining('refunded') });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmountPaise: 1_000_000 });
  });
});

describe('rent reminders', () => {
  it('reminds the tenant before and on the due date and tells both when late, each once with two rounds at once', async () => {
    at('2033-06-14');
    const property = await buildProperty(t.db, landlord, { title: 'Reminder Rooms', rupees: 30_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2033-06-15', 2);
    const notifications = dispatcher();
    const round = () => sendRentReminders({ db: t.db, clock: t.clock, notifications });
    const about = async (user: TestUser, type: string) => (await notificationsOf(user)).filter((n) => n.type === type);

    // Months of other stays in this file that are late by now are told of first.
    at('2033-07-11');
    await round();
    expect(await about(tenant, 'rent_due_soon')).toEqual([]);
    at('2033-07-12');
    await Promise.all([round(), round()]);
    expect(await round()).toBe(0);
    expect(await about(tenant, 'rent_due_soon')).toMatchObject([
      { title: 'Rent for Reminder Rooms is due on 15/07/2033', link: '/tenant/bookings' },
    ]);
    at('2033-07-15');
    await Promise.all([round(), round()]);
    expect(await about(tenant, 'rent_due')).toMatchObject([{ title: 'Rent for Reminder Rooms is due today' }]);
    at('2033-07-19');
    expect(await round()).toBe(0);
    expect(await about(landlord, 'rent_late').then((rows) => rows.filter((n) => n.title.includes('Reminder Rooms')))).toEqual([]);
    at('2033-07-20');
    await Promise.all([round(), round()]);
    expect(await round()).toBe(0);
    const late = (await about(landlord, 'rent_late')).filter((n) => n.title.includes('Reminder Rooms'));
    expect(late).toMatchObject([{ link: '/landlord/rent' }]);
    expect(await about(tenant, 'rent_late')).toHaveLength(1);
    const [month] = await t.db
      .select()
      .from(rentPeriods)
      .where(and(eq(rentPeriods.bookingId, bookingId), eq(rentPeriods.periodStart, '2033-07-15')));
    expect(month).toMatchObject({
      remindedBeforeAt: expect.any(Date),
      remindedDueAt: expect.any(Date),
      lateNotifiedAt: expect.any(Date),
    });

    // The landlord's Rent page shows the month late, with the totals.
    const page = await t.app.inject({ url: `/api/rent/landlord/${landlord.id}`, headers: bearer(t.app, landlord) });
    expect(page.statusCode).toBe(200);
    const rows = page.json().months.filter((m: { booking_id: string }) => m.booking_id === bookingId);
    expect(rows.map((m: { period: string; status: string }) => [m.period, m.status])).toEqual([
      ['2033-07-15', 'late'],
      ['2033-06-15', 'paid'],
    ]);
    expect(page.json().totals.late).toBeGreaterThanOrEqual(30_000);
    expect((await t.app.inject({ url: `/api/rent/landlord/${landlord.id}`, headers: bearer(t.app, tenant) })).statusCode).toBe(
      403,
    );
  });
});

describe('cancellation and earnings', () => {
  it('drops the unpaid months of a cancelled monthly stay and gives back the deposit with the policy', async () => {
    at('2033-09-01');
    const property = await buildProperty(t.db, landlord, { rupees: 20_000, deposit: 30_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2033-09-04', 3);
    // Three days later, past the 48 hours: the tenant's cancellation keeps the first month.
    at('2033-09-04');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: bearer(t.app, tenant),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund_amount: 30_000, kept_amount: 20_000 });
    const months = await t.db
      .select()
      .from(rentPeriods)
      .where(eq(rentPeriods.bookingId, bookingId))
      .orderBy(rentPeriods.periodStart);
    expect(months.map((m) => [m.paidAt !== null, m.droppedAt !== null])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(((await schedule(tenant, bookingId)).json() as RentSchedule).map((m) => m.period)).toEqual(['2033-09-04']);
    expect((await payMonth(tenant, bookingId, '2033-10-04')).statusCode).toBe(409);
  });

  it('counts rent only in earnings and shows deposits held apart', async () => {
    const owner = await buildLandlord(t.db);
    at('2033-10-01');
    const property = await buildProperty(t.db, owner, { rupees: 10_000, deposit: 25_000 });
    const tenant = await buildTenant(t.db);
    const bookingId = await monthlyStay(tenant, property, '2033-10-02', 2);
    at('2033-10-25');
    await payRent(tenant, bookingId, '2033-11-02');

    const res = await t.app.inject({ url: `/api/payment/landlord/${owner.id}`, headers: bearer(t.app, owner) });
    expect(res.json()).toMatchObject({ totalEarnings: 20_000, depositsHeld: 25_000 });
    const byPaid = await t.app.inject({
      url: `/api/payment/landlord/${owner.id}/monthly-summary`,
      headers: bearer(t.app, owner),
    });
    expect(byPaid.json()).toEqual([{ month: '2033-10', total: 20_000 }]);
    const byStay = await t.app.inject({
      url: `/api/payment/landlord/${owner.id}/monthly-summary?by=stay`,
      headers: bearer(t.app, owner),
    });
    expect(byStay.json()).toEqual([
      { month: '2033-10', total: 10_000 },
      { month: '2033-11', total: 10_000 },
    ]);
  });
});
