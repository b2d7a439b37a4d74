import {
  type AdminReport,
  type BookingRequest,
  type BookingSummary,
  DEPOSIT_SETTLE_DAYS,
  type DepositView,
  type PaymentSummary,
  type Property,
  type RentSchedule,
  type ReviewsResponse,
  type SavedSearch,
  type VisitSlot,
  type VisitSummary,
} from '@rentease/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import { bearer, buildAdmin } from '../../test/factories.js';
import { createTestApp, TEST_HASH_COST, type TestContext } from '../../test/test-app.js';
import { agreementSignatures, agreementSnapshots, bookings, depositSettlements, payments, rentPeriods } from '../schema/index.js';
import { DEMO_CANCELLATION } from './demo-cancellations.js';
import { DEMO_LISTINGS } from './demo-listings.js';
import { DEMO_RENT } from './demo-rent.js';
import { DEMO_REPORTS } from './demo-reports.js';
import { DEMO_REQUESTS } from './demo-requests.js';
import { DEMO_REVIEWS } from './demo-reviews.js';
import { DEMO_SAVED } from './demo-saved.js';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTACT_MESSAGES,
  DEMO_PASSWORD,
  DEMO_STAYS,
  hasDemoAccounts,
  isDatabaseEmpty,
  seedDemoData,
} from './demo-seed.js';
import { DEMO_VISIT, DEMO_VISIT_HOURS } from './demo-visits.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.storage, TEST_HASH_COST, t.clock);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('turns an empty database into a live marketplace with working demo accounts', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await hasDemoAccounts(t.db)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD, role: account.role },
      });
      expect(login.statusCode, account.email).toBe(200);
    }
    const list = await t.app.inject({ url: '/api/property?limit=100' });
    expect(list.headers['x-total-count']).toBe(String(DEMO_LISTINGS.length));
    const listings = list.json() as Property[];
    for (const listing of listings) {
      expect(listing.images).toHaveLength(3);
      const image = await t.app.inject({ url: listing.images[0] ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('shows the listings of current stays as booked until each stay ends', async () => {
    const today = t.clock.today();
    const listings = (await t.app.inject({ url: '/api/property?limit=100' })).json() as Property[];
    const current = DEMO_STAYS.map((stay) => ({
      ...stay,
      end: addCalendarMonths(addCalendarDays(today, stay.moveIn), stay.months),
    })).filter((stay) => stay.end > today);
    expect(current.length).toBeGreaterThan(0);
    const booked = listings.filter((listing) => listing.is_booked);
    // The monthly stay runs too (its end: move-in, two months before the next due day, plus its months).
    const monthly = DEMO_RENT.monthly;
    const monthlyEnd = addCalendarMonths(addCalendarDays(today, monthly.nextDueInDays), monthly.months - monthly.paidMonths);
    expect(booked.map((listing) => [listing.title, listing.available_date]).sort()).toEqual(
      [...current.map((stay) => [stay.listing, stay.end]), [monthly.listing, monthlyEnd]].sort(),
    );
  });

  it('pays for every stay by card, so bookings, payments and earnings show real data', async () => {
    const tenantLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tenant@rentease.local', password: DEMO_PASSWORD, role: 'tenant' },
    });
    const { id, token } = tenantLogin.json();
    const headers = { authorization: `Bearer ${token}` };
    const bookings = (await t.app.inject({ url: `/api/bookings/tenant/${id}`, headers })).json();
    const payments = (await t.app.inject({ url: `/api/payment/tenant/${id}`, headers })).json();
    const stays = DEMO_STAYS.filter((stay) => stay.tenant === 'tenant@rentease.local');
    // And the monthly stay, with one payment per month paid so far.
    expect(bookings).toHaveLength(stays.length + 1);
    expect(payments).toHaveLength(stays.length + DEMO_RENT.monthly.paidMonths);
    for (const payment of payments) {
      expect(payment.status).toBe('paid');
      expect(payment.invoice_number).toMatch(/^RE-\d{6}$/);
    }
  });

  it('gives both sides conversations to read, some unread', async () => {
    const login = async (email: string, role: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD, role } })).json();
    const tenant = await login('tenant@rentease.local', 'tenant');
    const landlord = await login('landlord@rentease.local', 'landlord');
    const list = async (who: { id: string; token: string; role: string }) =>
      (
        await t.app.inject({
          url: `/api/messages/summary/${who.id}/${who.role}`,
          headers: { authorization: `Bearer ${who.token}` },
        })
      ).json().conversations as { title: string; has_unread: boolean }[];
    const tenantList = await list(tenant);
    expect(tenantList.map((c) => c.title)).toEqual(['Sea-facing 2BHK in Bandra West', 'Bright 2BHK in Koramangala']);
    expect(tenantList.map((c) => c.has_unread)).toEqual([true, false]);
    expect((await list(landlord)).length).toBeGreaterThan(0);
  });

  it("fills the admin's notifications with contact messages, read and unread", async () => {
    const admin = await buildAdmin(t.db);
    const list = (await t.app.inject({ url: '/api/notification-messages', headers: bearer(t.app, admin) })).json();
    expect(list).toHaveLength(DEMO_CONTACT_MESSAGES.length);
    expect(list.map((m: { is_read: boolean }) => m.is_read)).toEqual(DEMO_CONTACT_MESSAGES.map((m) => m.read));
  });

  it("puts one open report in the admin's Reports queue and hides no listing", async () => {
    const admin = await buildAdmin(t.db);
    const queue = (await t.app.inject({ url: '/api/admin/reports', headers: bearer(t.app, admin) })).json() as AdminReport[];
    expect(queue).toMatchObject(
      DEMO_REPORTS.map((r) => ({ property_title: r.listing, reason: r.reason, status: 'open', property_hidden: false })),
    );
    const all = await t.app.inject({ url: '/api/property?limit=100' });
    expect(all.headers['x-total-count']).toBe(String(DEMO_LISTINGS.length));
  });

  it('gives the demo tenant saved homes, newest saved first, and a saved search', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_SAVED.tenant, password: DEMO_PASSWORD, role: 'tenant' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const homes = (await t.app.inject({ url: '/api/favourites', headers })).json() as Property[];
    expect(homes.map((home) => home.title)).toEqual(
      [...DEMO_SAVED.homes].sort((a, b) => a.hoursAgo - b.hoursAgo).map((home) => home.listing),
    );
    const searches = (await t.app.inject({ url: '/api/saved-searches', headers })).json() as SavedSearch[];
    expect(searches).toMatchObject(DEMO_SAVED.searches.map((s) => ({ q: s.q, bedrooms: s.minBedrooms, maxPrice: s.maxRupees })));
  });

  it('offers visits on several listings, and the demo tenant has one booked that its landlord sees too', async () => {
    const login = async (email: string, role: 'tenant' | 'landlord') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD, role },
      });
      return { authorization: `Bearer ${res.json().token}` };
    };
    const listings = (await t.app.inject({ url: '/api/property?limit=50' })).json() as Property[];
    const from = t.clock.today();
    const to = addCalendarDays(from, 13);
    for (const entry of DEMO_VISIT_HOURS) {
      const listing = listings.find((l) => l.title === entry.listing);
      const slots = (
        await t.app.inject({ url: `/api/property/${listing?.id}/visit-slots?from=${from}&to=${to}` })
      ).json() as VisitSlot[];
      expect(slots.length, entry.listing).toBeGreaterThan(0);
    }
    const [visit] = (
      await t.app.inject({ url: '/api/visits', headers: await login(DEMO_VISIT.tenant, 'tenant') })
    ).json() as VisitSummary[];
    expect(visit).toMatchObject({
      title: DEMO_VISIT.listing,
      status: 'confirmed',
      is_upcoming: true,
      landlord_name: 'Priya Sharma',
    });
    const landlordVisits = (
      await t.app.inject({ url: '/api/visits', headers: await login('landlord@rentease.local', 'landlord') })
    ).json() as VisitSummary[];
    expect(landlordVisits.map((v) => v.id)).toEqual([visit?.id]);
  });

  it('shows one cancelled booking with its partial refund, kept out of the landlord earnings', async () => {
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_CANCELLATION.tenant, password: DEMO_PASSWORD, role: 'tenant' },
      })
    ).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const bookings = (await t.app.inject({ url: `/api/bookings/tenant/${login.id}`, headers })).json() as BookingSummary[];
    const cancelled = bookings.filter((b) => b.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ title: DEMO_CANCELLATION.listing, cancelled_by: 'tenant', refund_pending: false });
    const monthly = (cancelled[0]?.amount ?? 0) / DEMO_CANCELLATION.months;
    expect(cancelled[0]?.refund_amount).toBe(monthly * (DEMO_CANCELLATION.months - 1));
    const payments = (await t.app.inject({ url: `/api/payment/tenant/${login.id}`, headers })).json() as PaymentSummary[];
    expect(payments.filter((p) => p.status === 'partially_refunded')).toHaveLength(1);
  });

  it('shows stars on the listings of past stays that both sides reviewed, with replies; a lone review stays blind', async () => {
    const all = (await t.app.inject({ url: '/api/property?limit=100' })).json() as Property[];
    for (const demo of DEMO_REVIEWS) {
      const listing = all.find((p) => p.title === demo.listing);
      const published = demo.landlordReview !== undefined;
      expect(listing, demo.listing).toMatchObject(
        published ? { rating_average: demo.tenantReview.rating, rating_count: 1 } : { rating_average: null, rating_count: 0 },
      );
      const reviews = (await t.app.inject({ url: `/api/property/${listing?.id}/reviews` })).json() as ReviewsResponse;
      expect(reviews.reviews.map((r) => r.reply)).toEqual(published ? [demo.reply?.text ?? null] : []);
    }
    expect(all.filter((p) => p.rating_count > 0).length).toBeGreaterThanOrEqual(4);
  });

  it("gives Priya a listing she approves requests for, with Ananya's approved request and Rahul's pending one", async () => {
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'landlord@rentease.local', password: DEMO_PASSWORD, role: 'landlord' },
      })
    ).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const requests = (await t.app.inject({ url: '/api/booking-requests', headers })).json() as BookingRequest[];
    expect(requests.map((r) => [r.title, r.tenant_name, r.status])).toEqual([
      [DEMO_REQUESTS.listing, 'Ananya Das', 'approved'],
      [DEMO_REQUESTS.listing, 'Rahul Verma', 'pending'],
    ]);
    // Rahul's dates come after Ananya's: Priya can approve his too.
    const pending = requests.find((r) => r.status === 'pending');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${pending?.id}/approve`,
      headers,
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
  });
  it('has a monthly stay with two months paid and the third due, and a settled deposit under dispute', async () => {
    const today = t.clock.today();
    const [monthly] = await t.db.select().from(bookings).where(eq(bookings.paymentPlan, 'monthly'));
    if (!monthly) throw new Error('no monthly demo stay');
    const months = await t.db
      .select()
      .from(rentPeriods)
      .where(eq(rentPeriods.bookingId, monthly.id))
      .orderBy(asc(rentPeriods.periodStart));
    expect(months).toHaveLength(DEMO_RENT.monthly.months);
    expect(months.map((m) => m.paidAt !== null)).toEqual(months.map((_, i) => i < DEMO_RENT.monthly.paidMonths));
    expect(months[DEMO_RENT.monthly.paidMonths]?.dueDate).toBe(addCalendarDays(today, DEMO_RENT.monthly.nextDueInDays));
    expect(monthly.depositPaise).toBe((monthly.amountPaise / DEMO_RENT.monthly.months) * DEMO_RENT.monthly.depositMonths);
    const paid = await t.db.select().from(payments).where(eq(payments.bookingId, monthly.id));
    expect(paid.map((p) => [p.rentPeriod === null, p.depositPaise > 0]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);

    const tenantLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_RENT.monthly.tenant, password: DEMO_PASSWORD, role: 'tenant' },
    });
    const schedule = await t.app.inject({
      url: `/api/bookings/${monthly.id}/rent`,
      headers: { authorization: `Bearer ${tenantLogin.json().token}` },
    });
    expect(schedule.statusCode).toBe(200);
    expect((schedule.json() as RentSchedule).map((month) => month.status)).toEqual([
      'paid',
      'paid',
      'due',
      ...Array.from({ length: DEMO_RENT.monthly.months - 3 }, () => 'upcoming'),
    ]);

    // Both signed the agreement, on the document as it reads now.
    const status = await t.app.inject({
      url: `/api/bookings/${monthly.id}/agreement/status`,
      headers: { authorization: `Bearer ${tenantLogin.json().token}` },
    });
    expect(status.statusCode).toBe(200);
    const signed = status.json();
    expect(signed.tenant_signed_at).not.toBeNull();
    expect(signed.landlord_signed_at).not.toBeNull();
    const signatures = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, monthly.id));
    expect(signatures.map((row) => row.documentSha256)).toEqual([signed.sha256, signed.sha256]);
    // Signed by both, so frozen: later edits to the listing leave the agreement as signed.
    const [snapshot] = await t.db.select().from(agreementSnapshots).where(eq(agreementSnapshots.bookingId, monthly.id));
    expect(snapshot?.frozenAt).toEqual(signatures.map((row) => row.signedAt).toSorted((a, b) => a.getTime() - b.getTime())[1]);

    const [settlement] = await t.db.select().from(depositSettlements);
    expect(settlement).toMatchObject({
      disputeStatus: 'open',
      refundPaise: (settlement?.depositPaise ?? 0) - DEMO_RENT.settled.deduction.rupees * 100,
    });
    expect(settlement?.deductions).toEqual([
      { reason: DEMO_RENT.settled.deduction.reason, amountPaise: DEMO_RENT.settled.deduction.rupees * 100 },
    ]);
  });

  it('has a stay that ended a few days ago whose deposit the demo landlord still has to settle', async () => {
    const { unsettled } = DEMO_RENT;
    const login = async (email: string, role: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD, role },
      });
      return { id: res.json().id as string, headers: { authorization: `Bearer ${res.json().token}` } };
    };
    const landlord = await login(unsettled.landlord, 'landlord');
    const stays = (
      await t.app.inject({ url: `/api/bookings/landlord/${landlord.id}`, headers: landlord.headers })
    ).json() as BookingSummary[];
    const stay = stays.find((booking) => booking.title === unsettled.listing);
    if (!stay) throw new Error('the demo landlord has no stay at the unsettled listing');
    expect(stay.end_date <= t.clock.today()).toBe(true);

    const deposit = await t.app.inject({ url: `/api/bookings/${stay.booking_id}/deposit`, headers: landlord.headers });
    expect(deposit.statusCode).toBe(200);
    const view = deposit.json() as DepositView;
    expect(view).toMatchObject({ state: 'held', settleable: true, settlement: null });
    expect(view.deposit).toBe((stay.amount / unsettled.months) * unsettled.depositMonths);
    expect(view.settle_by).toBe(addCalendarDays(stay.end_date, DEPOSIT_SETTLE_DAYS));
    expect(view.settle_by && view.settle_by > t.clock.today()).toBe(true);

    const tenant = await login(unsettled.tenant, 'tenant');
    const seen = await t.app.inject({ url: `/api/bookings/${stay.booking_id}/deposit`, headers: tenant.headers });
    expect(seen.json()).toMatchObject({ state: 'held', settleable: true });
  });
});
