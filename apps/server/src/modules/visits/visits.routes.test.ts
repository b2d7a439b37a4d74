import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type NotificationsResponse,
  propertyMessages,
  type Visit,
  type VisitHours,
  type VisitPeriod,
  type VisitSlot,
  type VisitSummary,
} from '@rentease/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties, users, visits } from '../../db/schema/index.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LivePublisher } from '../live/live.publisher.js';
import { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { sendVisitReminders } from './visits.service.js';

let t: TestContext;
let landlord: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

/** Sunday 2 March 2031, 10:00 in India (04:30 UTC). */
const SUNDAY_10_IST = new Date('2031-03-02T04:30:00Z');
const SUNDAY = '2031-03-02';
const MONDAY = '2031-03-03';
const HOUR_MS = 3_600_000;
beforeEach(() => t.clock.set(SUNDAY_10_IST));

const EVERY_DAY = (from: string, to: string): VisitPeriod[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from, to }));

const as = (user: TestUser | undefined) => (user ? bearer(t.app, user) : {});

const putHours = (user: TestUser | undefined, propertyId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/property/${propertyId}/visit-hours`, headers: as(user), payload: payload as object });

const slotsOf = (propertyId: string, from: string, to: string, user?: TestUser) =>
  t.app.inject({ url: `/api/property/${propertyId}/visit-slots?from=${from}&to=${to}`, headers: as(user) });

const book = (user: TestUser | undefined, propertyId: string, start: string) =>
  t.app.inject({ method: 'POST', url: '/api/visits', headers: as(user), payload: { propertyId, start } });

const cancel = (user: TestUser, visitId: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/visits/${visitId}/cancel`,
    headers: as(user),
    payload: reason === undefined ? {} : { reason },
  });

const listOf = async (user: TestUser) => {
  const res = await t.app.inject({ url: '/api/visits', headers: as(user) });
  expect(res.statusCode).toBe(200);
  return res.json() as VisitSummary[];
};

const calendarOf = (user: TestUser, visitId: string) =>
  t.app.inject({ url: `/api/visits/${visitId}/calendar.ics`, headers: as(user) });

const notificationsOf = async (user: TestUser) =>
  ((await t.app.inject({ url: '/api/me/notifications', headers: as(user) })).json() as NotificationsResponse).notifications;

/** A listing of `landlord` with visit hours (every day 10:00–14:00 in India, one-hour visits unless told). */
async function listingWithHours(hours = EVERY_DAY('10:00', '14:00'), slotMinutes = 60) {
  const listing = await buildProperty(t.db, landlord, { title: 'Visit Villa', address: '7 Lake Road', images: 0 });
  const res = await putHours(landlord, listing.id, { hours, slotMinutes });
  expect(res.statusCode, res.body).toBe(200);
  return listing;
}

async function bookedVisit(tenant: TestUser, propertyId: string, start: string): Promise<Visit> {
  const res = await book(tenant, propertyId, start);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Visit;
}

/** The iCalendar file parsed by an independent reader: the calendar's METHOD and its one event. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the calendar file');
  return { method: calendar.getFirstPropertyValue('method'), event, parsed: new ICAL.Event(event) };
}

/** Emails the outbox holds whose subject contains `subject`, parsed (the queue writes them shortly after commit). */
async function emailsAbout(subject: string, expected = 1) {
  const dir = t.config.email.outboxDir;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return []; // No email written yet: the folder is made with the first.
      }
    })();
    const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
    const found = mails.filter((mail) => mail.subject?.includes(subject));
    if (found.length >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('visit hours', () => {
  it('the landlord sets weekly hours and a visit length; anyone reads them back, sorted', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    expect((await t.app.inject({ url: `/api/property/${listing.id}/visit-hours` })).json()).toEqual({
      hours: [],
      slotMinutes: 30,
    });
    const hours = [
      { weekday: 6, from: '16:00', to: '18:30' },
      { weekday: 1, from: '18:00', to: '19:00' },
      { weekday: 1, from: '09:30', to: '11:00' },
    ];
    const res = await putHours(landlord, listing.id, { hours, slotMinutes: 45 });
    expect(res.statusCode, res.body).toBe(200);
    const sorted = { hours: [hours[2], hours[1], hours[0]], slotMinutes: 45 };
    expect(res.json()).toEqual(sorted);
    expect((await t.app.inject({ url: `/api/property/${listing.id}/visit-hours` })).json() as VisitHours).toEqual(sorted);
    // Empty hours: no visits offered; the length defaults to 30 minutes.
    expect((await putHours(landlord, listing.id, { hours: [] })).json()).toEqual({ hours: [], slotMinutes: 30 });
  });

  it('refuses a period that ends before it starts, two overlapping periods of a day, too many periods, and a length outside 15–120', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const refused = async (payload: unknown, field: string) => {
      const res = await putHours(landlord, listing.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().details ?? {})).toContain(field);
    };
    await refused({ hours: [{ weekday: 1, from: '12:00', to: '11:00' }] }, 'hours.0.to');
    await refused({ hours: [{ weekday: 1, from: '12:00', to: '12:00' }] }, 'hours.0.to');
    await refused({ hours: [{ weekday: 1, from: '25:00', to: '26:00' }] }, 'hours.0.from');
    await refused({ hours: [{ weekday: 7, from: '10:00', to: '11:00' }] }, 'hours.0.weekday');
    await refused(
      {
        hours: [
          { weekday: 2, from: '10:00', to: '12:00' },
          { weekday: 3, from: '11:00', to: '13:00' },
          { weekday: 2, from: '11:30', to: '13:00' },
        ],
      },
      'hours.2.from',
    );
    await refused(
      {
        hours: Array.from({ length: 29 }, (_, i) => ({
          weekday: i % 7,
          from: `0${Math.floor(i / 7)}:00`,
          to: `0${Math.floor(i / 7)}:30`,
        })),
      },
      'hours',
    );
    await refused({ hours: [], slotMinutes: 10 }, 'slotMinutes');
    await refused({ hours: [], slotMinutes: 121 }, 'slotMinutes');
    // Back to back is not overlapping.
    const touching = [
      { weekday: 2, from: '10:00', to: '11:00' },
      { weekday: 2, from: '11:00', to: '12:00' },
    ];
    expect((await putHours(landlord, listing.id, { hours: touching, slotMinutes: 15 })).statusCode).toBe(200);
  });

  it('only the listing’s landlord and the admin set them; a missing or deleted listing is 404', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const payload = { hours: EVERY_DAY('10:00', '11:00'), slotMinutes: 30 };
    expect((await putHours(await buildLandlord(t.db), listing.id, payload)).statusCode).toBe(403);
    expect((await putHours(await buildTenant(t.db), listing.id, payload)).statusCode).toBe(403);
    expect((await putHours(undefined, listing.id, payload)).statusCode).toBe(401);
    expect((await putHours(admin, listing.id, payload)).statusCode).toBe(200);
    expect((await putHours(landlord, '00000000-0000-4000-8000-000000000000', payload)).statusCode).toBe(404);
    expect((await putHours(landlord, 'not-an-id', payload)).statusCode).toBe(404);
    await t.db.update(properties).set({ deletedAt: t.clock.now() }).where(eq(properties.id, listing.id));
    expect((await putHours(landlord, listing.id, payload)).statusCode).toBe(404);
  });
});

describe('free visit slots', () => {
  it('cuts each period into visits of the set length in India’s time, across the UTC day boundary', async () => {
    // Monday 00:00–01:15 in India is Sunday 18:30–19:45 UTC; a last piece shorter than a visit is dropped.
    const listing = await listingWithHours([{ weekday: 1, from: '00:00', to: '01:15' }], 30);
    const monday = (await slotsOf(listing.id, MONDAY, MONDAY)).json() as VisitSlot[];
    expect(monday).toEqual([
      { start: '2031-03-02T18:30:00.000Z', end: '2031-03-02T19:00:00.000Z' },
      { start: '2031-03-02T19:00:00.000Z', end: '2031-03-02T19:30:00.000Z' },
    ]);
    // Those instants fall on Sunday in UTC, but they are Monday's slots, not Sunday's.
    expect((await slotsOf(listing.id, SUNDAY, SUNDAY)).json()).toEqual([]);
    // A week later, the same again.
    expect(((await slotsOf(listing.id, SUNDAY, '2031-03-10')).json() as VisitSlot[]).map((s) => s.start)).toEqual([
      '2031-03-02T18:30:00.000Z',
      '2031-03-02T19:00:00.000Z',
      '2031-03-09T18:30:00.000Z',
      '2031-03-09T19:00:00.000Z',
    ]);
  });

  it('leaves out slots that have begun or start within the next two hours', async () => {
    const listing = await listingWithHours(EVERY_DAY('10:00', '14:00'), 60);
    const startsOnSunday = async () => ((await slotsOf(listing.id, SUNDAY, SUNDAY)).json() as VisitSlot[]).map((s) => s.start);
    // 10:00 in India now: 10:00 and 11:00 are too soon; 12:00 is exactly two hours ahead.
    expect(await startsOnSunday()).toEqual(['2031-03-02T06:30:00.000Z', '2031-03-02T07:30:00.000Z']);
    t.clock.advance(60_000);
    expect(await startsOnSunday()).toEqual(['2031-03-02T07:30:00.000Z']);
    t.clock.advance(5 * HOUR_MS);
    expect(await startsOnSunday()).toEqual([]);
  });

  it('no hours, no slots; a range over 31 days, a backwards range or a bad date is refused', async () => {
    const bare = await buildProperty(t.db, landlord, { images: 0 });
    expect((await slotsOf(bare.id, SUNDAY, MONDAY)).json()).toEqual([]);
    const listing = await listingWithHours();
    expect((await slotsOf(listing.id, '2031-03-01', '2031-03-31')).statusCode).toBe(200);
    expect((await slotsOf(listing.id, '2031-03-01', '2031-04-01')).statusCode).toBe(400);
    expect((await slotsOf(listing.id, MONDAY, SUNDAY)).statusCode).toBe(400);
    expect((await slotsOf(listing.id, '2031-02-30', MONDAY)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/property/${listing.id}/visit-slots` })).statusCode).toBe(400);
  });

  it('a hidden, paused or deleted listing shows no slots (404), like its other reads', async () => {
    const hidden = await listingWithHours();
    await t.db.update(properties).set({ hiddenAt: t.clock.now() }).where(eq(properties.id, hidden.id));
    expect((await slotsOf(hidden.id, MONDAY, MONDAY)).statusCode).toBe(404);
    expect((await slotsOf(hidden.id, MONDAY, MONDAY, landlord)).statusCode).toBe(200);

    const paused = await listingWithHours();
    await t.db.update(properties).set({ pausedAt: t.clock.now() }).where(eq(properties.id, paused.id));
    expect((await slotsOf(paused.id, MONDAY, MONDAY)).statusCode).toBe(404);
    expect((await book(await buildTenant(t.db), paused.id, '2031-03-03T04:30:00.000Z')).statusCode).toBe(404);

    const deleted = await listingWithHours();
    await t.db.update(properties).set({ deletedAt: t.clock.now() }).where(eq(properties.id, deleted.id));
    expect((await slotsOf(deleted.id, MONDAY, MONDAY)).statusCode).toBe(404);
    expect((await slotsOf('nope', MONDAY, MONDAY)).statusCode).toBe(404);
  });
});

describe('booking a visit', () => {
  it('books a free slot: 201, the time leaves the free slots, and the landlord hears of it by bell and by email with the calendar file', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    await t.db.update(users).set({ firstName: 'Meera' }).where(eq(users.id, tenant.id));
    const start = '2031-03-03T05:30:00.000Z'; // Monday 11:00 in India.
    const res = await book(tenant, listing.id, start);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json() as Visit;
    expect(booked).toEqual({
      id: expect.any(String),
      property_id: listing.id,
      start,
      end: '2031-03-03T06:30:00.000Z',
      status: 'confirmed',
    });
    const free = ((await slotsOf(listing.id, MONDAY, MONDAY)).json() as VisitSlot[]).map((s) => s.start);
    expect(free).not.toContain(start);
    expect(free).toHaveLength(3);

    const told = (await notificationsOf(landlord)).filter((n) => n.type === 'visit_booked' && n.title.includes('Meera'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Meera will visit Visit Villa', link: '/landlord/visits' });
    expect(told[0]?.body).toContain('3 Mar 2031, 11:00 am');
    // The tenant booked it themselves: nothing to tell them.
    expect((await notificationsOf(tenant)).filter((n) => n.type === 'visit_booked')).toEqual([]);

    const [email] = await emailsAbout('Meera will visit Visit Villa');
    const attachment = email?.attachments[0];
    expect(attachment?.contentType).toBe('text/calendar');
    const { parsed } = parseCalendar(String(attachment?.content));
    expect(parsed.uid).toBe(`visit-${booked.id}@rentease`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
  });

  it('refuses a time that is not a slot (400): off the grid, outside the hours, too soon, in the past', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    for (const start of [
      '2031-03-03T05:45:00.000Z', // 11:15: not a slot start.
      '2031-03-03T08:30:00.000Z', // 14:00: the hours end.
      '2031-03-02T05:30:00.000Z', // Today 11:00: within two hours.
      '2031-03-01T06:30:00.000Z', // Yesterday.
      'not a time',
    ]) {
      const res = await book(tenant, listing.id, start);
      expect(res.statusCode, `${start}: ${res.body}`).toBe(400);
    }
    expect((await book(tenant, '00000000-0000-4000-8000-000000000000', '2031-03-03T05:30:00.000Z')).statusCode).toBe(404);
  });

  it('refuses a taken slot (409) and a second upcoming visit of one tenant to one home (409); after the visit they may book again', async () => {
    const listing = await listingWithHours();
    const [first, second] = [await buildTenant(t.db), await buildTenant(t.db)];
    await bookedVisit(first, listing.id, '2031-03-03T05:30:00.000Z');
    const taken = await book(second, listing.id, '2031-03-03T05:30:00.000Z');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'VISIT_SLOT_TAKEN',
      error: 'Sorry, that time was just taken. Please choose another.',
    });
    const again = await book(first, listing.id, '2031-03-04T05:30:00.000Z');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You already have a visit booked for this home.');
    // Another home is fine.
    await bookedVisit(first, (await listingWithHours()).id, '2031-03-04T05:30:00.000Z');
    // Once the visit is over, a second look may be booked.
    t.clock.set(new Date('2031-03-03T06:31:00Z'));
    await bookedVisit(first, listing.id, '2031-03-05T05:30:00.000Z');
  });

  it('of many tenants racing for one slot exactly one gets it; the others get 409', async () => {
    const listing = await listingWithHours();
    const racers = await Promise.all(Array.from({ length: 8 }, () => buildTenant(t.db)));
    const start = '2031-03-03T06:30:00.000Z';
    const answers = await Promise.all(racers.map((tenant) => book(tenant, listing.id, start)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(visits).where(eq(visits.propertyId, listing.id));
    expect(rows).toHaveLength(1);
  });

  it('one tenant’s two taps on two times of one home at once book one visit', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    const answers = await Promise.all([
      book(tenant, listing.id, '2031-03-03T04:30:00.000Z'),
      book(tenant, listing.id, '2031-03-03T05:30:00.000Z'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('only tenants book visits: landlords and the admin 403, visitors 401', async () => {
    const listing = await listingWithHours();
    const start = '2031-03-03T05:30:00.000Z';
    expect((await book(landlord, listing.id, start)).statusCode).toBe(403);
    expect((await book(await buildLandlord(t.db), listing.id, start)).statusCode).toBe(403);
    expect((await book(admin, listing.id, start)).statusCode).toBe(403);
    expect((await book(undefined, listing.id, start)).statusCode).toBe(401);
  });
});

describe('the visit lists and cancelling', () => {
  it('each side lists its own visits, upcoming first and soonest first, then the rest latest first, with the listing and the other person', async () => {
    const owner = await buildLandlord(t.db);
    await t.db.update(users).set({ firstName: 'Ravi', lastName: 'Shah', phone: '+91 93333 12345' }).where(eq(users.id, owner.id));
    const listing = await buildProperty(t.db, owner, { title: 'List Lodge', address: '9 Hill Road', images: 0 });
    await putHours(owner, listing.id, { hours: EVERY_DAY('10:00', '14:00'), slotMinutes: 60 });
    const tenants = await Promise.all([buildTenant(t.db), buildTenant(t.db), buildTenant(t.db)]);
    await t.db.update(users).set({ firstName: 'Asha', phone: '+91 91111 12345' }).where(eq(users.id, tenants[0].id));
    const past = await bookedVisit(tenants[0], listing.id, '2031-03-02T06:30:00.000Z'); // Sunday 12:00.
    const later = await bookedVisit(tenants[1], listing.id, '2031-03-04T04:30:00.000Z');
    const sooner = await bookedVisit(tenants[2], listing.id, '2031-03-03T04:30:00.000Z');
    const cancelled = await bookedVisit(
      tenants[0],
      (await buildProperty(t.db, owner, { images: 0 })).id,
      '2031-03-03T05:30:00.000Z',
    ).catch(() => undefined);
    expect(cancelled).toBeUndefined(); // That listing has no hours: booking it fails, so nothing to list.
    t.clock.set(new Date('2031-03-02T08:00:00Z')); // The Sunday visit is over.

    const landlordList = await listOf(owner);
    expect(landlordList.map((v) => v.id)).toEqual([sooner.id, later.id, past.id]);
    expect(landlordList.map((v) => v.is_upcoming)).toEqual([true, true, false]);
    expect(landlordList[2]).toMatchObject({
      title: 'List Lodge',
      address: '9 Hill Road',
      city: 'Testpur',
      tenant_name: 'Asha tenant',
      tenant_phone: '+91 91111 12345',
      landlord_name: 'Ravi Shah',
      landlord_phone: '+91 93333 12345',
      can_cancel: false,
      cancelled_by: null,
    });
    const tenantList = await listOf(tenants[0]);
    expect(tenantList.map((v) => v.id)).toEqual([past.id]);
    expect((await listOf(landlord)).map((v) => v.id)).not.toContain(past.id);
    expect((await listOf(admin)).map((v) => v.id)).toEqual(expect.arrayContaining([past.id, later.id, sooner.id]));
    expect((await t.app.inject({ url: '/api/visits' })).statusCode).toBe(401);
  });

  it('either side cancels: the time is free again, the other side is told, a second cancel is 409 and someone else’s visit is 404', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    const start = '2031-03-03T05:30:00.000Z';
    const visit = await bookedVisit(tenant, listing.id, start);

    expect((await cancel(await buildTenant(t.db), visit.id)).statusCode).toBe(404);
    expect((await cancel(await buildLandlord(t.db), visit.id)).statusCode).toBe(404);
    expect((await cancel(tenant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel(tenant, 'nope')).statusCode).toBe(404);

    const res = await cancel(landlord, visit.id, 'A plumber is coming then');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: visit.id, status: 'cancelled' });
    expect(((await slotsOf(listing.id, MONDAY, MONDAY)).json() as VisitSlot[]).map((s) => s.start)).toContain(start);
    const [row] = await listOf(tenant);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'landlord',
      cancel_reason: 'A plumber is coming then',
      is_upcoming: false,
      can_cancel: false,
    });
    const told = (await notificationsOf(tenant)).filter((n) => n.type === 'visit_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Reason: A plumber is coming then');
    expect(
      (await notificationsOf(landlord)).filter((n) => n.type === 'visit_cancelled' && n.title.includes('cancelled your')),
    ).toEqual([]);

    const second = await cancel(tenant, visit.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This visit is already cancelled.');
    // The time is free: another tenant books it, and the first may book again.
    await bookedVisit(await buildTenant(t.db), listing.id, start);
    await bookedVisit(tenant, listing.id, '2031-03-03T06:30:00.000Z');
  });

  it('a tenant cancels their own visit, without a reason; a visit that has begun cannot be cancelled (409)', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    const visit = await bookedVisit(tenant, listing.id, '2031-03-03T05:30:00.000Z');
    expect((await cancel(tenant, visit.id)).statusCode).toBe(200);
    expect(
      (await notificationsOf(landlord)).some((n) => n.type === 'visit_cancelled' && n.title.includes('cancelled the visit')),
    ).toBe(true);

    const begun = await bookedVisit(tenant, listing.id, '2031-03-03T06:30:00.000Z');
    t.clock.set(new Date('2031-03-03T06:30:00Z'));
    const res = await cancel(landlord, begun.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This visit has already taken place.');
  });
});

describe('the calendar file', () => {
  it('names the visit, the home and both people under a stable UID, for the visit’s two people only; cancelled, it cancels the event', async () => {
    const listing = await listingWithHours();
    const tenant = await buildTenant(t.db);
    const start = '2031-03-03T05:30:00.000Z';
    const visit = await bookedVisit(tenant, listing.id, start);

    const res = await calendarOf(tenant, visit.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="visit.ics"');
    expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const { method, event, parsed } = parseCalendar(res.body);
    expect(method).toBe('PUBLISH');
    expect(parsed.uid).toBe(`visit-${visit.id}@rentease`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2031-03-03T06:30:00.000Z');
    expect(parsed.summary).toBe('Visit to Visit Villa');
    expect(parsed.location).toBe('7 Lake Road, Testpur');
    expect(parsed.description).toContain('Tenant: Test tenant, +91 90000 00000');
    expect(parsed.description).toContain('Landlord: Test landlord');
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${landlord.email}`.toLowerCase());
    expect(String(event.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${tenant.email}`.toLowerCase());
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((await calendarOf(landlord, visit.id)).statusCode).toBe(200);

    for (const stranger of [await buildTenant(t.db), await buildLandlord(t.db), admin]) {
      expect((await calendarOf(stranger, visit.id)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/visits/${visit.id}/calendar.ics` })).statusCode).toBe(401);

    await cancel(tenant, visit.id);
    const after = parseCalendar((await calendarOf(landlord, visit.id)).body);
    expect(after.method).toBe('CANCEL');
    expect(after.parsed.uid).toBe(`visit-${visit.id}@rentease`);
    expect(after.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.parsed.sequence).toBeGreaterThan(parsed.sequence);
  });
});

describe('visit reminders', () => {
  it('remind both people two hours before, once, even when two rounds run at once', async () => {
    const owner = await buildLandlord(t.db);
    const listing = await buildProperty(t.db, owner, { title: 'Reminder Rooms', images: 0 });
    await putHours(owner, listing.id, { hours: EVERY_DAY('10:00', '14:00'), slotMinutes: 60 });
    const [tenant, other, canceller] = await Promise.all([buildTenant(t.db), buildTenant(t.db), buildTenant(t.db)]);
    const soon = await bookedVisit(tenant, listing.id, '2031-03-02T07:30:00.000Z'); // Sunday 13:00 in India.
    const tomorrow = await bookedVisit(other, listing.id, '2031-03-03T07:30:00.000Z');
    const called = await bookedVisit(canceller, listing.id, '2031-03-02T06:30:00.000Z'); // Sunday 12:00.
    await cancel(canceller, called.id);

    const dispatcher = new NotificationDispatcher({
      db: t.db,
      live: new LivePublisher(t.database.pubsub),
      queue: t.emailQueue,
      log: t.app.log,
    });
    const remind = () => sendVisitReminders({ db: t.db, clock: t.clock, notifications: dispatcher });
    const reminders = async (user: TestUser) => (await notificationsOf(user)).filter((n) => n.type === 'visit_reminder');
    const remindedAt = async (id: string) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]?.remindedAt ?? null;

    // 10:00: the visit is three hours away.
    await remind();
    expect(await reminders(tenant)).toEqual([]);
    // 11:01: less than two hours away; two rounds at once (two server processes) remind once.
    t.clock.set(new Date('2031-03-02T05:31:00Z'));
    const rounds = await Promise.all([remind(), remind()]);
    expect(rounds.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await remind()).toBe(0);
    expect(await reminders(tenant)).toMatchObject([{ title: 'Your visit to Reminder Rooms is soon', link: '/tenant/visits' }]);
    expect(await reminders(owner)).toHaveLength(1);
    expect(await reminders(other)).toEqual([]);
    expect(await reminders(canceller)).toEqual([]);
    expect(await remindedAt(soon.id)).toEqual(t.clock.now());
    expect(await remindedAt(tomorrow.id)).toBeNull();
    expect(await remindedAt(called.id)).toBeNull();
  });
});

describe('a removed listing', () => {
  it('cancels the visits that have not begun, with the reason, and tells the tenants', async () => {
    const listing = await listingWithHours();
    const first = await buildTenant(t.db);
    const second = await buildTenant(t.db);
    const early = await bookedVisit(first, listing.id, `${MONDAY}T05:30:00.000Z`);
    const later = await bookedVisit(second, listing.id, `${MONDAY}T06:30:00.000Z`);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/property/${listing.id}`, headers: as(landlord) });
    expect(del.statusCode, del.body).toBe(200);
    for (const [visit, tenant] of [
      [early, first],
      [later, second],
    ] as const) {
      const [row] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
      expect(row).toMatchObject({
        status: 'cancelled',
        cancelledById: landlord.id,
        cancelReason: propertyMessages.listingRemoved,
      });
      const told = (await notificationsOf(tenant)).filter((n) => n.type === 'visit_cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain(propertyMessages.listingRemoved);
    }
  });
});
