import { bookingMessages, bookingRequestMessages, propertyMessages } from '@rentease/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, bookings, notifications, type PropertyRow, payments, properties } from '../../db/schema/index.js';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import { checkPaymentStatus, openCheckout, payCheckout, requestCheckout } from '../../test/checkout.js';
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
import { LivePublisher } from '../live/live.publisher.js';
import { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { expireBookingRequests } from './booking-requests.service.js';

let t: TestContext;
let landlord: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const today = () => t.clock.today();
const APPLICATION = {
  occupants: 2,
  occupation: 'Software engineer',
  employer: 'Infosys',
  monthlyIncome: 150_000,
  hasPets: false,
  about: 'A quiet couple, both working from the office.',
};

/** A live 'request' listing of `owner` (landlord by default). */
async function requestListing(owner: TestUser = landlord, rupees = 20_000): Promise<PropertyRow> {
  const row = await buildProperty(t.db, owner, { rupees, images: 1 });
  const [changed] = await t.db.update(properties).set({ bookingMode: 'request' }).where(eq(properties.id, row.id)).returning();
  if (!changed) throw new Error('listing vanished');
  return changed;
}

function sendRequest(
  who: TestUser,
  property: Pick<PropertyRow, 'id'>,
  stay: { moveInDate?: string; months?: number; application?: Record<string, unknown> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    headers: bearer(t.app, who),
    payload: {
      propertyId: property.id,
      moveInDate: stay.moveInDate ?? today(),
      duration: stay.months ?? 2,
      application: stay.application ?? APPLICATION,
    },
  });
}

async function createRequest(
  who: TestUser,
  property: Pick<PropertyRow, 'id'>,
  stay: { moveInDate?: string; months?: number } = {},
) {
  const res = await sendRequest(who, property, stay);
  if (res.statusCode !== 201) throw new Error(`request refused: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; status: string; expires_at: string };
}

function answer(who: TestUser, id: string, action: 'approve' | 'decline' | 'withdraw', payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/booking-requests/${id}/${action}`,
    headers: bearer(t.app, who),
    payload: payload ?? {},
  });
}

async function approved(id: string, by: TestUser = landlord) {
  const res = await answer(by, id, 'approve');
  if (res.statusCode !== 200) throw new Error(`approval refused: ${res.statusCode} ${res.body}`);
  return res.json();
}

const list = (who: TestUser) => t.app.inject({ url: '/api/booking-requests', headers: bearer(t.app, who) });

async function requestRow(id: string) {
  const [row] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  if (!row) throw new Error(`request ${id} is gone`);
  return row;
}

async function notificationsOf(userId: string, type: 'booking_request_received' | 'booking_request_answered') {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('POST /api/booking-requests', () => {
  it('records a pending request for 48 hours at the price of today, keeps the application and tells the landlord', async () => {
    const property = await requestListing(landlord, 18_500);
    const someone = await buildTenant(t.db);
    const before = (await notificationsOf(landlord.id, 'booking_request_received')).length;
    const res = await sendRequest(someone, property, { moveInDate: addCalendarDays(today(), 1), months: 3 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'pending' });
    expect(new Date(body.expires_at).getTime()).toBe(t.clock.now().getTime() + 48 * HOUR);
    const row = await requestRow(body.id);
    expect(row).toMatchObject({
      tenantId: someone.id,
      landlordId: landlord.id,
      moveInDate: addCalendarDays(today(), 1),
      durationMonths: 3,
      endDate: addCalendarMonths(addCalendarDays(today(), 1), 3),
      amountPaise: 5_550_000,
      application: {
        occupants: 2,
        occupation: 'Software engineer',
        employer: 'Infosys',
        monthlyIncomePaise: 15_000_000,
        hasPets: false,
        about: APPLICATION.about,
      },
    });
    const told = await notificationsOf(landlord.id, 'booking_request_received');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)?.link).toBe('/landlord/requests');

    // The answers are the tenant's renter profile now, for the next request.
    const profile = await t.app.inject({ url: '/api/me/renter-profile', headers: bearer(t.app, someone) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      occupants: 2,
      occupation: 'Software engineer',
      employer: 'Infosys',
      monthly_income: 150_000,
      has_pets: false,
      about: APPLICATION.about,
    });
  });

  it('refuses a request on an instant listing with a clear 409', async () => {
    const property = await buildProperty(t.db, landlord, { images: 0 });
    const res = await sendRequest(tenant, property);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(bookingRequestMessages.instantListing);
  });

  it('follows the move-in window and the 1 to 24 months of a booking', async () => {
    const property = await requestListing();
    for (const moveInDate of [addCalendarDays(today(), -1), addCalendarDays(today(), 4)]) {
      const res = await sendRequest(tenant, property, { moveInDate });
      expect(res.statusCode, moveInDate).toBe(400);
      expect(res.json().details.moveInDate).toMatch(/^Choose a move-in date between/);
    }
    for (const months of [0, 25, 1.5]) {
      const res = await sendRequest(tenant, property, { months });
      expect(res.statusCode, String(months)).toBe(400);
      expect(res.json().details.duration).toBe(bookingMessages.durationInvalid);
    }
    // A stay running until later moves the window to its end.
    const other = await buildTenant(t.db);
    await buildBooking(t.db, property, other, { moveInDate: addCalendarDays(today(), -5), months: 1 });
    const end = addCalendarMonths(addCalendarDays(today(), -5), 1);
    expect((await sendRequest(tenant, property, { moveInDate: today() })).statusCode).toBe(400);
    expect((await sendRequest(tenant, property, { moveInDate: end, months: 24 })).statusCode).toBe(201);
  });

  it('checks the application: 1 to 12 people, an occupation, at most 1,000 characters about them', async () => {
    const property = await requestListing();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...APPLICATION, occupants: 0 }, 'occupants'],
      [{ ...APPLICATION, occupants: 13 }, 'occupants'],
      [{ ...APPLICATION, occupation: '  ' }, 'occupation'],
      [{ ...APPLICATION, about: 'x'.repeat(1001) }, 'about'],
      [{ ...APPLICATION, monthlyIncome: -5 }, 'monthlyIncome'],
      [{ ...APPLICATION, hasPets: 'maybe' }, 'hasPets'],
    ];
    for (const [application, field] of cases) {
      const res = await sendRequest(tenant, property, { application });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().details ?? {}).join(','), field).toContain(field);
    }
    const minimal = { occupants: 12, occupation: 'Student', hasPets: true, about: 'x'.repeat(1000) };
    const someone = await buildTenant(t.db);
    expect((await sendRequest(someone, property, { application: minimal })).statusCode).toBe(201);
  });

  it('keeps one open request per tenant and listing, even when sent twice at once', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const [a, b] = await Promise.all([sendRequest(someone, property), sendRequest(someone, property)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error).toBe(bookingRequestMessages.alreadyOpen);
    const again = await sendRequest(someone, property, { months: 5 });
    expect(again.statusCode).toBe(409);
    // Withdrawn, it no longer counts: new dates can be asked for.
    const open = a.statusCode === 201 ? a : b;
    expect((await answer(someone, open.json().id, 'withdraw')).statusCode).toBe(200);
    expect((await sendRequest(someone, property, { months: 5 })).statusCode).toBe(201);
  });

  it('is for tenants only', async () => {
    const property = await requestListing();
    expect((await sendRequest(landlord, property)).statusCode).toBe(403);
    expect((await sendRequest(await buildAdmin(t.db), property)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/booking-requests', () => {
  it('shows a tenant their own, a landlord those on their listings with the application, the admin all', async () => {
    const otherLandlord = await buildLandlord(t.db);
    const mine = await requestListing();
    const theirs = await requestListing(otherLandlord);
    const a = await buildTenant(t.db);
    const b = await buildTenant(t.db);
    const ra = await createRequest(a, mine);
    const rb = await createRequest(b, theirs);

    const ofA = (await list(a)).json();
    expect(ofA.map((r: { id: string }) => r.id)).toEqual([ra.id]);
    expect(ofA[0]).toMatchObject({ title: 'Test flat', status: 'pending', amount: 40_000, duration: 2 });

    const ofLandlord = (await list(landlord)).json() as { id: string; application: unknown }[];
    const seen = ofLandlord.find((r) => r.id === ra.id);
    expect(seen?.application).toMatchObject({ occupants: 2, occupation: 'Software engineer', monthly_income: 150_000 });
    expect(ofLandlord.some((r) => r.id === rb.id)).toBe(false);
    const ofOther = (await list(otherLandlord)).json() as { id: string }[];
    expect(ofOther.map((r) => r.id)).toEqual([rb.id]);

    const ofAdmin = (await list(await buildAdmin(t.db))).json() as { id: string }[];
    expect(ofAdmin.map((r) => r.id)).toEqual(expect.arrayContaining([ra.id, rb.id]));
    expect((await t.app.inject({ url: '/api/booking-requests' })).statusCode).toBe(401);
  });

  it('lists the open requests first, and an open request past its time as expired before the job runs', async () => {
    const owner = await buildLandlord(t.db);
    const first = await requestListing(owner);
    const second = await requestListing(owner);
    const a = await buildTenant(t.db);
    const old = await createRequest(a, first);
    t.clock.advance(49 * HOUR);
    const fresh = await createRequest(a, second);
    const rows = (await list(owner)).json() as { id: string; status: string }[];
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [fresh.id, 'pending'],
      [old.id, 'expired'],
    ]);
    expect((await requestRow(old.id)).status).toBe('pending');
  });
});

describe('answering a request', () => {
  it('approves: the tenant has 24 hours to pay and is told', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    // Moving in tomorrow: the hour that passes must not carry a late-evening run past the move-in day.
    const { id } = await createRequest(someone, property, { moveInDate: addCalendarDays(today(), 1) });
    t.clock.advance(HOUR);
    const res = await answer(landlord, id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved' });
    expect(new Date(res.json().expires_at).getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);
    const told = await notificationsOf(someone.id, 'booking_request_answered');
    expect(told.map((n) => n.title)).toEqual(['Your request for Test flat is approved']);
    expect(told[0]?.link).toBe('/tenant/bookings');
  });

  it('declines with a reason the tenant reads, and then the request is closed', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const { id } = await createRequest(someone, property);
    const res = await answer(landlord, id, 'decline', { reason: 'Family only, sorry' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', decline_reason: 'Family only, sorry' });
    const told = await notificationsOf(someone.id, 'booking_request_answered');
    expect(told[0]?.body).toContain('Family only, sorry');
    for (const action of ['approve', 'decline'] as const) {
      const again = await answer(landlord, id, action);
      expect(again.statusCode, `${action}: ${again.body}`).toBe(409);
      expect(again.json().error).toBe(bookingRequestMessages.notPending);
    }
    expect((await answer(someone, id, 'withdraw')).statusCode).toBe(409);
    // Declining needs no reason.
    const other = await createRequest(await buildTenant(t.db), property);
    expect((await answer(landlord, other.id, 'decline')).json()).toMatchObject({ status: 'declined', decline_reason: null });
  });

  it('lets the tenant withdraw, telling the landlord; another tenant or landlord is told it does not exist', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const { id } = await createRequest(someone, property);
    const stranger = await buildTenant(t.db);
    const otherLandlord = await buildLandlord(t.db);
    expect((await answer(stranger, id, 'withdraw')).statusCode).toBe(404);
    expect((await answer(otherLandlord, id, 'approve')).statusCode).toBe(404);
    expect((await answer(otherLandlord, id, 'decline')).statusCode).toBe(404);
    expect((await answer(someone, id, 'approve')).statusCode).toBe(403);
    expect((await answer(landlord, id, 'withdraw')).statusCode).toBe(403);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await answer(landlord, bad, 'approve')).statusCode, bad).toBe(404);
    }
    const before = new Set((await notificationsOf(landlord.id, 'booking_request_received')).map((n) => n.id));
    const res = await answer(someone, id, 'withdraw');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('withdrawn');
    // The new one, by id: rows read without an order come in no particular order.
    const told = (await notificationsOf(landlord.id, 'booking_request_received')).filter((n) => !before.has(n.id));
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toMatch(/withdrew the request/);
    expect((await answer(landlord, id, 'approve')).statusCode).toBe(409);
  });

  it('refuses to approve dates a confirmed stay already takes', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const { id } = await createRequest(someone, property, { moveInDate: addCalendarDays(today(), 2) });
    await buildBooking(t.db, property, await buildTenant(t.db), { moveInDate: addCalendarDays(today(), 20), months: 1 });
    const res = await answer(landlord, id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(bookingRequestMessages.windowBooked);
    expect((await requestRow(id)).status).toBe('pending');
  });

  it('refuses a second approval of overlapping dates, until the first lapses unpaid', async () => {
    const property = await requestListing();
    const a = await createRequest(await buildTenant(t.db), property, { moveInDate: today(), months: 2 });
    const b = await createRequest(await buildTenant(t.db), property, { moveInDate: addCalendarDays(today(), 3), months: 1 });
    await approved(a.id);
    const refused = await answer(landlord, b.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(bookingRequestMessages.windowHeld);
    // 25 hours on, the approval of a lapsed unpaid (the job has not run): b may be approved now.
    t.clock.advance(25 * HOUR);
    expect((await answer(landlord, b.id, 'approve')).statusCode).toBe(200);
    expect((await requestRow(a.id)).status).toBe('expired');
  });

  it('approves once when Approve is pressed twice at the same moment', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const { id } = await createRequest(someone, property);
    const answers = await Promise.all([answer(landlord, id, 'approve'), answer(landlord, id, 'approve')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(someone.id, 'booking_request_answered')).toHaveLength(1);
  });

  it('approves only one of two overlapping requests approved at the same moment', async () => {
    const property = await requestListing();
    const a = await createRequest(await buildTenant(t.db), property, { moveInDate: today(), months: 3 });
    const b = await createRequest(await buildTenant(t.db), property, { moveInDate: addCalendarDays(today(), 1), months: 1 });
    const answers = await Promise.all([answer(landlord, a.id, 'approve'), answer(landlord, b.id, 'approve')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(bookingRequests)
      .where(inArray(bookingRequests.id, [a.id, b.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(['approved', 'pending']);
  });

  it('cannot approve while the listing is paused or deleted, and can once it is listed again', async () => {
    const property = await requestListing();
    const { id } = await createRequest(await buildTenant(t.db), property);
    for (const change of [{ pausedAt: t.clock.now() }, { deletedAt: t.clock.now() }]) {
      await t.db.update(properties).set(change).where(eq(properties.id, property.id));
      const res = await answer(landlord, id, 'approve');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(bookingRequestMessages.listingUnavailable);
      await t.db.update(properties).set({ pausedAt: null, deletedAt: null }).where(eq(properties.id, property.id));
    }
    expect((await answer(landlord, id, 'approve')).statusCode).toBe(200);
  });

  it('cannot approve a request whose 48 hours have run out, nor one whose move-in day has passed', async () => {
    const property = await requestListing();
    const late = await createRequest(await buildTenant(t.db), property, { moveInDate: addCalendarDays(today(), 3) });
    t.clock.advance(48 * HOUR);
    expect((await answer(landlord, late.id, 'approve')).statusCode).toBe(409);
    expect((await answer(landlord, late.id, 'decline')).statusCode).toBe(409);
    const other = await requestListing();
    const passed = await createRequest(await buildTenant(t.db), other, { moveInDate: today() });
    t.clock.advance(25 * HOUR);
    const res = await answer(landlord, passed.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(bookingRequestMessages.moveInPassed);
  });
});

describe('expiry', () => {
  const expire = () => {
    const notifications = new NotificationDispatcher({
      db: t.db,
      live: new LivePublisher(t.database.pubsub),
      queue: t.emailQueue,
      log: t.app.log,
    });
    return expireBookingRequests({ db: t.db, clock: t.clock, notifications });
  };

  it('expires requests unanswered for 48 hours and approvals unpaid for 24, telling both sides', async () => {
    const owner = await buildLandlord(t.db);
    const property = await requestListing(owner);
    const other = await requestListing(owner);
    const a = await buildTenant(t.db);
    const b = await buildTenant(t.db);
    const unanswered = await createRequest(a, property, { moveInDate: addCalendarDays(today(), 3) });
    const unpaid = await createRequest(b, other, { moveInDate: addCalendarDays(today(), 3) });
    await approved(unpaid.id, owner);
    t.clock.advance(24 * HOUR + 1);
    await expire();
    expect((await requestRow(unanswered.id)).status).toBe('pending');
    expect((await requestRow(unpaid.id)).status).toBe('expired');
    t.clock.advance(24 * HOUR);
    await expire();
    expect((await requestRow(unanswered.id)).status).toBe('expired');
    const tenantTitles = [
      ...(await notificationsOf(a.id, 'booking_request_answered')),
      ...(await notificationsOf(b.id, 'booking_request_answered')),
    ].map((n) => n.title);
    expect(tenantTitles).toEqual(
      expect.arrayContaining(['Your request for Test flat expired', 'Your approval for Test flat has lapsed']),
    );
    const landlordTitles = (await notificationsOf(owner.id, 'booking_request_received')).map((n) => n.title);
    expect(landlordTitles.some((title) => /did not pay/.test(title))).toBe(true);
    expect(landlordTitles.some((title) => /expired/.test(title))).toBe(true);
  });
});

describe('a removed listing', () => {
  it('declines its pending and approved requests with a reason the tenants read, and tells them', async () => {
    const property = await requestListing();
    const other = await buildTenant(t.db);
    const pending = await createRequest(tenant, property);
    const toPay = await createRequest(other, property, { moveInDate: today(), months: 1 });
    await approved(toPay.id);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/property/${property.id}`, headers: bearer(t.app, landlord) });
    expect(del.statusCode, del.body).toBe(200);
    for (const [id, who] of [
      [pending.id, tenant],
      [toPay.id, other],
    ] as const) {
      expect(await requestRow(id)).toMatchObject({ status: 'declined', declineReason: propertyMessages.listingRemoved });
      const told = await notificationsOf(who.id, 'booking_request_answered');
      expect(told.map((n) => n.body)).toContainEqual(expect.stringContaining(propertyMessages.listingRemoved));
    }
  });
});

describe('renter profile', () => {
  it('is 404 before the first answers, then read and written by its tenant only', async () => {
    const someone = await buildTenant(t.db);
    const read = () => t.app.inject({ url: '/api/me/renter-profile', headers: bearer(t.app, someone) });
    expect((await read()).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/renter-profile',
      headers: bearer(t.app, someone),
      payload: { occupants: '3', occupation: 'Teacher', monthlyIncome: '', hasPets: true, about: '' },
    });
    expect(put.statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({
      occupants: 3,
      occupation: 'Teacher',
      employer: null,
      monthly_income: null,
      has_pets: true,
    });
    const asLandlord = await t.app.inject({ url: '/api/me/renter-profile', headers: bearer(t.app, landlord) });
    expect(asLandlord.statusCode).toBe(403);
  });
});

describe('checkout of a request listing', () => {
  async function rowsFor(propertyId: string) {
    const bookingRows = await t.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    const paymentRows = await t.db.select().from(payments).where(eq(payments.propertyId, propertyId));
    return { bookings: bookingRows, payments: paymentRows };
  }

  it('refuses a checkout without an approved request, with a clear 409, and writes nothing', async () => {
    const property = await requestListing();
    const res = await requestCheckout(t, tenant, property, { moveInDate: today(), months: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(bookingRequestMessages.requestOnlyListing);
    // A pending request is not enough.
    const someone = await buildTenant(t.db);
    await createRequest(someone, property, { moveInDate: today(), months: 1 });
    expect((await requestCheckout(t, someone, property, { moveInDate: today(), months: 1 })).statusCode).toBe(409);
    expect(await rowsFor(property.id)).toEqual({ bookings: [], payments: [] });
  });

  it('opens for exactly the approved dates at the price of the request, and paying books the request', async () => {
    const property = await requestListing(landlord, 20_000);
    const someone = await buildTenant(t.db);
    const moveInDate = addCalendarDays(today(), 2);
    const { id } = await createRequest(someone, property, { moveInDate, months: 2 });
    await approved(id);
    // The landlord raises the rent afterwards: the approved price stands.
    await t.db.update(properties).set({ pricePaise: 2_500_000 }).where(eq(properties.id, property.id));
    for (const other of [
      { moveInDate, months: 3 },
      { moveInDate: today(), months: 2 },
    ]) {
      expect((await requestCheckout(t, someone, property, { ...other, amount: 40_000 })).statusCode).toBe(409);
    }
    expect((await requestCheckout(t, someone, property, { moveInDate, months: 2, amount: 50_000 })).statusCode).toBe(400);
    const { sessionId } = await openCheckout(t, someone, { id: property.id, pricePaise: 2_000_000 }, { moveInDate, months: 2 });
    expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
    expect((await checkPaymentStatus(t, someone, sessionId)).json().code).toBe('PAYMENT_SUCCESS');
    const rows = await rowsFor(property.id);
    const booking = rows.bookings.find((b) => b.status === 'confirmed');
    expect(booking).toMatchObject({ tenantId: someone.id, moveInDate, durationMonths: 2, amountPaise: 4_000_000 });
    expect(await requestRow(id)).toMatchObject({ status: 'booked', bookingId: booking?.id });
  });

  it('refuses a checkout once the approval lapsed unpaid', async () => {
    const property = await requestListing();
    const someone = await buildTenant(t.db);
    const moveInDate = addCalendarDays(today(), 3);
    const { id } = await createRequest(someone, property, { moveInDate, months: 1 });
    await approved(id);
    t.clock.advance(24 * HOUR);
    expect((await requestCheckout(t, someone, property, { moveInDate, months: 1 })).statusCode).toBe(409);
  });

  it('lets only the approved tenant check out while two tenants try at once', async () => {
    const property = await requestListing();
    const [a, b] = [await buildTenant(t.db), await buildTenant(t.db)];
    const { id } = await createRequest(a, property, { moveInDate: today(), months: 1 });
    await approved(id);
    const [ra, rb] = await Promise.all([
      requestCheckout(t, a, property, { moveInDate: today(), months: 1 }),
      requestCheckout(t, b, property, { moveInDate: today(), months: 1 }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 409]);
  });

  it("refuses another tenant's checkout over held dates, and refunds a payment that lands on them", async () => {
    // Instant again after the approval: the held dates still belong to the approved tenant.
    const property = await requestListing();
    const [a, b, c] = [await buildTenant(t.db), await buildTenant(t.db), await buildTenant(t.db)];
    await t.db.update(properties).set({ bookingMode: 'instant' }).where(eq(properties.id, property.id));
    const early = await openCheckout(t, c, property, { moveInDate: addCalendarDays(today(), 1), months: 1 });
    await t.db.update(properties).set({ bookingMode: 'request' }).where(eq(properties.id, property.id));
    const { id } = await createRequest(a, property, { moveInDate: today(), months: 2 });
    await approved(id);
    await t.db.update(properties).set({ bookingMode: 'instant' }).where(eq(properties.id, property.id));
    const refused = await requestCheckout(t, b, property, { moveInDate: addCalendarDays(today(), 2), months: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(bookingRequestMessages.heldForAnother);
    // C's checkout was opened before the hold: paying it takes the refund path.
    expect((await payCheckout(t, early.sessionId)).statusCode).toBe(200);
    expect((await checkPaymentStatus(t, c, early.sessionId)).json().code).toBe('BOOKING_CONFLICT');
    const rows = await rowsFor(property.id);
    expect(rows.bookings.filter((row) => row.status === 'confirmed')).toEqual([]);
    expect(rows.payments.find((p) => p.tenantId === c.id)?.status).toBe('refunded');
    // The approved tenant still pays for their dates.
    const { sessionId } = await openCheckout(t, a, property, { moveInDate: today(), months: 2 });
    expect((await payCheckout(t, sessionId)).statusCode).toBe(200);
    expect((await requestRow(id)).status).toBe('booked');
  });
});
