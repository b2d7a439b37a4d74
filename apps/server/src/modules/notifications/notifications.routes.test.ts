import { lastNightOfStay, type Notification, type NotificationsResponse } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, users } from '../../db/schema/index.js';
import { addCalendarMonths } from '../../lib/dates.js';
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
import { LIVE_CHANNEL } from '../live/live.events.js';
import { message } from './notification-messages.js';
import { notify } from './notifications.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function list(user: TestUser, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/me/notifications${query}`, headers: bearer(t.app, user) });
}
async function listBody(user: TestUser, query = ''): Promise<NotificationsResponse> {
  const res = await list(user, query);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const markRead = (user: TestUser, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/me/notifications/${id}/read`, headers: bearer(t.app, user) });
const readAll = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/me/notifications/read-all', headers: bearer(t.app, user) });

async function addNotifications(user: TestUser, n: number, start = Date.now()) {
  for (let i = 0; i < n; i++) {
    await notify(
      t.db,
      { userId: user.id, type: 'listing_shown', title: message(`Number ${i}`), link: '/landlord/properties' },
      new Date(start + i * 1000),
    );
  }
}

const dmy = (day: string) => day.split('-').reverse().join('/');

describe('booking confirmed', () => {
  it('tells the tenant and the landlord once the payment confirms the stay, with the amount in rupees', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, rupees: 25_000, title: 'Sea View Flat' });
    const moveIn = t.clock.today();
    await bookAndPay(t, tenant, listing, { moveInDate: moveIn, months: 2 });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.tenantId, tenant.id));

    const mine = await listBody(tenant);
    expect(mine.unread_count).toBe(1);
    expect(mine.notifications).toEqual([
      expect.objectContaining({
        type: 'booking_confirmed',
        title: 'Your booking of Sea View Flat is confirmed',
        link: '/tenant/bookings',
        read_at: null,
      }),
    ]);
    // Named by the reference and last night the lists and the invoice show.
    const stay = `Booking ${booking?.reference}. Move-in ${dmy(moveIn)}, last night ${dmy(lastNightOfStay(moveIn, 2))} (2 months), ₹50,000 paid.`;
    expect(booking?.reference).toMatch(/^RE-\d{4}-\d{5,}$/);
    expect(mine.notifications[0]?.body).toBe(stay);
    const theirs = await listBody(landlord);
    expect(theirs.notifications).toEqual([
      expect.objectContaining({ title: `${tenant.firstName} booked Sea View Flat`, body: stay, link: '/landlord/bookings' }),
    ]);
  });
});

describe('live', () => {
  it('pushes the new notification and the count to its owner after commit, and the count again when read', async () => {
    const events: string[] = [];
    const stop = await t.database.pubsub.subscribe(LIVE_CHANNEL, (payload) => events.push(payload));
    try {
      const landlord = await buildLandlord(t.db);
      const tenant = await buildTenant(t.db);
      const listing = await buildProperty(t.db, landlord, { images: 0, title: 'Live Loft' });
      await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 1 });
      await expect.poll(() => events.some((e) => e.includes('notification.new') && e.includes(landlord.id))).toBe(true);
      const envelope = JSON.parse(events.find((e) => e.includes('notification.new') && e.includes(landlord.id)) ?? '{}');
      const mine = envelope.deliveries.find((d: { to: string }) => d.to === landlord.id);
      expect(mine.event).toMatchObject({
        type: 'notification.new',
        unread_count: 1,
        notification: { title: `${tenant.firstName} booked Live Loft` },
      });
      expect((await readAll(landlord)).statusCode).toBe(200);
      await expect
        .poll(() => events.some((e) => e.includes('"notification.count","unread_count":0') && e.includes(landlord.id)))
        .toBe(true);
    } finally {
      await stop();
    }
  });
});

describe('in the reader’s language', () => {
  it('shows a Hindi reader the notification in Hindi and an English reader the same one in English, on the bell and live', async () => {
    const events: string[] = [];
    const stop = await t.database.pubsub.subscribe(LIVE_CHANNEL, (payload) => events.push(payload));
    try {
      const landlord = await buildLandlord(t.db);
      const tenant = await buildTenant(t.db, { language: 'hi' });
      const listing = await buildProperty(t.db, landlord, { images: 0, rupees: 25_000, title: 'Sea View Flat' });
      const moveIn = t.clock.today();
      await bookAndPay(t, tenant, listing, { moveInDate: moveIn, months: 2 });
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.tenantId, tenant.id));
      const bell = async (user: TestUser, acceptLanguage: string) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/me/notifications',
          headers: { ...bearer(t.app, user), 'accept-language': acceptLanguage },
        });
        expect(res.statusCode).toBe(200);
        return {
          language: res.headers['content-language'],
          notification: (res.json() as NotificationsResponse).notifications[0],
        };
      };
      const lastNight = dmy(lastNightOfStay(moveIn, 2));

      expect(await bell(tenant, 'hi-IN,hi;q=0.9,en;q=0.8')).toEqual({
        language: 'hi',
        notification: expect.objectContaining({
          title: 'Sea View Flat की आपकी बुकिंग पक्की हो गई है',
          body: `बुकिंग ${booking?.reference}। गृह-प्रवेश ${dmy(moveIn)}, आख़िरी रात ${lastNight} (2 महीने), ₹50,000 का भुगतान हो गया।`,
        }),
      });
      const english = `Booking ${booking?.reference}. Move-in ${dmy(moveIn)}, last night ${lastNight} (2 months), ₹50,000 paid.`;
      expect(await bell(landlord, 'en-IN,en;q=0.9')).toEqual({
        language: 'en',
        notification: expect.objectContaining({ title: `${tenant.firstName} booked Sea View Flat`, body: english }),
      });
      // Told when read, not when written: the same notification in English once the tenant reads English.
      expect((await bell(tenant, 'en')).notification).toMatchObject({
        title: 'Your booking of Sea View Flat is confirmed',
        body: english,
      });

      // The live push has no request to ask, so it follows each person's profile language.
      const pushedTo = (userId: string) => {
        const envelope = JSON.parse(events.find((e) => e.includes('notification.new') && e.includes(userId)) ?? '{}');
        return envelope.deliveries?.find((d: { to: string }) => d.to === userId)?.event.notification;
      };
      await expect.poll(() => pushedTo(tenant.id) !== undefined && pushedTo(landlord.id) !== undefined).toBe(true);
      expect(pushedTo(tenant.id)).toMatchObject({ title: 'Sea View Flat की आपकी बुकिंग पक्की हो गई है' });
      expect(pushedTo(landlord.id)).toMatchObject({ title: `${tenant.firstName} booked Sea View Flat`, body: english });
    } finally {
      await stop();
    }
  });

  it('keeps the English of a notification written before notifications were stored as messages', async () => {
    const tenant = await buildTenant(t.db, { language: 'hi' });
    await t.db.insert(notifications).values({
      userId: tenant.id,
      type: 'listing_shown',
      title: 'An older notification',
      body: 'Written as text.',
      link: '/tenant/bookings',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { ...bearer(t.app, tenant), 'accept-language': 'hi' },
    });
    expect(res.json().notifications).toEqual([
      expect.objectContaining({ title: 'An older notification', body: 'Written as text.' }),
    ]);
  });
});

describe('own notifications only', () => {
  it("lists only one's own, and answers 404 for someone else's id or a made-up one", async () => {
    const [a, b] = await Promise.all([buildLandlord(t.db), buildTenant(t.db)]);
    await addNotifications(a, 2);
    const theirs = await listBody(a);
    expect(theirs.notifications).toHaveLength(2);
    expect(await listBody(b)).toEqual({ notifications: [], unread_count: 0 });

    const id = theirs.notifications[0]?.id ?? '';
    const res = await markRead(b, id);
    expect(res.statusCode).toBe(404);
    expect((await markRead(b, 'not-an-id')).statusCode).toBe(404);
    // Still unread for its owner.
    expect((await listBody(a)).unread_count).toBe(2);
  });

  it('gives the admin a bell too', async () => {
    const admin = await buildAdmin(t.db);
    await addNotifications(admin, 1);
    expect((await listBody(admin)).unread_count).toBe(1);
  });

  it('refuses visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('marks one read, lowering the count; marking it again keeps the first time', async () => {
    const user = await buildLandlord(t.db);
    await addNotifications(user, 3);
    const [newest] = (await listBody(user)).notifications;
    const first = await markRead(user, newest?.id ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ unread_count: 2, notification: { id: newest?.id } });
    const readAt = first.json().notification.read_at;
    expect(readAt).not.toBeNull();
    t.clock.advance(60_000);
    const again = await markRead(user, newest?.id ?? '');
    expect(again.json()).toMatchObject({ unread_count: 2, notification: { read_at: readAt } });
  });

  it('marks all read, and two tabs doing it at once agree', async () => {
    const user = await buildTenant(t.db);
    await addNotifications(user, 4);
    const [one, two] = await Promise.all([readAll(user), readAll(user)]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.json().updated + two.json().updated).toBe(4);
    expect(two.json().unread_count).toBe(0);
    const after = await listBody(user);
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: Notification) => n.read_at !== null)).toBe(true);
  });
});

describe('paging', () => {
  it('pages newest first with a next link until every notification was shown once', async () => {
    const user = await buildLandlord(t.db);
    // Two at the same millisecond: the id breaks the tie, so none is skipped or repeated.
    await addNotifications(user, 5, Date.now() - 60_000);
    await notify(
      t.db,
      { userId: user.id, type: 'listing_shown', title: message('Twin'), link: '/x' },
      new Date(Date.now() - 60_000),
    );
    const seen: string[] = [];
    let url: string | undefined = '/api/me/notifications?limit=2';
    while (url) {
      const res: LightMyRequestResponse = await t.app.inject({ method: 'GET', url, headers: bearer(t.app, user) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('6');
      const body: NotificationsResponse = res.json();
      expect(body.unread_count).toBe(6);
      seen.push(...body.notifications.map((n) => n.title));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen[0]).toBe('Number 4');
  });

  it('refuses a forged cursor with 400', async () => {
    const user = await buildTenant(t.db);
    const res = await list(user, '?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
  });
});

describe('chat messages', () => {
  it('fold into one unread notification per conversation that counts the messages', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, title: 'Lake House' });
    for (const message of ['Hello', 'Is it free in March?', 'Thanks']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/messages/send',
        headers: bearer(t.app, tenant),
        payload: { tenantId: tenant.id, landlordId: landlord.id, propertyId: listing.id, message },
      });
      expect(res.statusCode).toBe(201);
    }
    const body = await listBody(landlord);
    expect(body.unread_count).toBe(1);
    // Email delivery runs beside the test, and this landlord has never been seen in the app: if it
    // emails the row between two messages, the next one starts a new row (the next email carries
    // only what came since) and the emailed one stays in the bell as read. Either way, one unread
    // row counts all three.
    expect(body.notifications.filter((notification) => notification.read_at === null)).toEqual([
      expect.objectContaining({
        type: 'chat_message',
        title: `3 new messages from ${tenant.firstName}`,
        body: 'About Lake House',
        link: '/landlord/messages',
      }),
    ]);
    // The sender's own bell stays quiet.
    expect((await listBody(tenant)).unread_count).toBe(0);
    // Reading the conversation in Messages reads its notification too.
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/messages/mark-read/${listing.id}/${landlord.id}/landlord`,
      headers: bearer(t.app, landlord),
    });
    expect(read.statusCode).toBe(200);
    expect((await listBody(landlord)).unread_count).toBe(0);
  });
});

describe('cancellations, reviews and takedowns', () => {
  it('a cancellation tells both sides, with the refund', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, rupees: 20_000, title: 'Gone Flat' });
    await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 3 });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.tenantId, tenant.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking?.id}/cancel`,
      headers: bearer(t.app, tenant),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const refund = res.json().refund_amount as number;
    const mine = (await listBody(tenant)).notifications.find((n) => n.type === 'booking_cancelled');
    expect(mine?.title).toBe('You cancelled your booking of Gone Flat');
    const theirs = (await listBody(landlord)).notifications.find((n) => n.type === 'booking_cancelled');
    expect(theirs?.title).toBe(`${tenant.firstName} cancelled the booking of Gone Flat`);
    expect(theirs?.body).toContain(`₹${refund.toLocaleString('en-IN', { maximumFractionDigits: 2 })} is being refunded`);
    expect(mine?.body).toContain(`Booking ${booking?.reference}.`);
    expect(theirs?.body).toContain(`Booking ${booking?.reference}.`);
  });

  it('a review published (both wrote) tells each person reviewed; a reply tells its author', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, title: 'Reviewed Nook' });
    const stay = await buildBooking(t.db, listing, tenant, { moveInDate: addCalendarMonths(t.clock.today(), -2), months: 1 });
    const review = (user: TestUser, rating: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: bearer(t.app, user),
        payload: { bookingId: stay.id, rating, comment: 'Fine' },
      });
    const first = await review(tenant, 5);
    expect(first.statusCode).toBe(201);
    // Still blind: nobody is told yet.
    expect((await listBody(landlord)).unread_count).toBe(0);
    expect((await review(landlord, 4)).statusCode).toBe(201);
    expect((await listBody(landlord)).notifications[0]?.title).toBe(`${tenant.firstName} reviewed you: 5 out of 5`);
    expect((await listBody(tenant)).notifications[0]?.title).toBe(`${landlord.firstName} reviewed you: 4 out of 5`);

    t.clock.advance(1000);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${first.json().id}/reply`,
      headers: bearer(t.app, landlord),
      payload: { reply: 'Thank you!' },
    });
    expect(replied.statusCode).toBe(200);
    expect((await listBody(tenant)).notifications[0]).toMatchObject({
      type: 'review_replied',
      title: `${landlord.firstName} replied to your review`,
    });
  });

  it('hiding a listing tells its landlord why, and showing it again tells them too', async () => {
    const admin = await buildAdmin(t.db);
    const landlord = await buildLandlord(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, title: 'Hidden Hut' });
    const visibility = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/property/${listing.id}/visibility`, headers: bearer(t.app, admin), payload });
    expect((await visibility({ hidden: true, reason: 'Photos are of another flat' })).statusCode).toBe(200);
    // Hiding it again with the same reason changes nothing and tells nobody twice.
    expect((await visibility({ hidden: true, reason: 'Photos are of another flat' })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await visibility({ hidden: false })).statusCode).toBe(200);
    const titles = (await listBody(landlord)).notifications.map((n) => [n.title, n.body]);
    expect(titles).toEqual([
      ['Hidden Hut is shown again', 'Tenants can find and book it again.'],
      ['Hidden Hut is hidden by RentEase', 'Reason: Photos are of another flat'],
    ]);
  });
});

describe('account blocked', () => {
  it('is recorded for email only: the bell never shows it', async () => {
    const admin = await buildAdmin(t.db);
    const tenant = await buildTenant(t.db);
    const block = (blocked: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/block',
        headers: bearer(t.app, admin),
        payload: { email: tenant.email, role: 'tenant', blocked },
      });
    expect((await block(true)).statusCode).toBe(200);
    expect((await block(false)).statusCode).toBe(200);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(rows.map((r) => r.type).sort()).toEqual(['account_blocked', 'account_unblocked']);
    expect(await listBody(tenant)).toEqual({ notifications: [], unread_count: 0 });
  });
});

describe('settings', () => {
  it('starts with every email on, and keeps what is switched', async () => {
    const user = await buildTenant(t.db);
    const get = () => t.app.inject({ method: 'GET', url: '/api/me/notification-settings', headers: bearer(t.app, user) });
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: bearer(t.app, user),
        payload: payload as Record<string, unknown>,
      });
    const initial = await get();
    expect(initial.statusCode).toBe(200);
    expect(Object.values(initial.json().email).every(Boolean)).toBe(true);

    const off = await put({ email: { chat_message: false, booking_confirmed: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().email).toMatchObject({ chat_message: false, booking_confirmed: false, review_published: true });
    // Saving the same twice (two tabs, a double-click) changes nothing.
    expect((await put({ email: { chat_message: false } })).statusCode).toBe(200);
    expect((await get()).json().email).toMatchObject({ chat_message: false, booking_confirmed: false });

    const on = await put({ email: { booking_confirmed: true } });
    expect(on.json().email).toMatchObject({ chat_message: false, booking_confirmed: true });
  });

  it('refuses a switch that does not exist, and the account emails (which always go)', async () => {
    const user = await buildLandlord(t.db);
    for (const email of [{ nonsense: false }, { account_blocked: false }, { chat_message: 'no' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: bearer(t.app, user),
        payload: { email },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('last seen', () => {
  it('records a connection at most once a minute', async () => {
    const { touchLastSeen } = await import('./notifications.service.js');
    const user = await buildTenant(t.db);
    const at = new Date('2026-03-01T10:00:00Z');
    await touchLastSeen(t.db, user.id, at);
    await touchLastSeen(t.db, user.id, new Date(at.getTime() + 30_000));
    const seen = async () =>
      (
        await t.db
          .select({ at: users.lastSeenAt })
          .from(users)
          .where(and(eq(users.id, user.id)))
      )[0]?.at?.toISOString();
    expect(await seen()).toBe(at.toISOString());
    await touchLastSeen(t.db, user.id, new Date(at.getTime() + 61_000));
    expect(await seen()).toBe(new Date(at.getTime() + 61_000).toISOString());
  });
});
