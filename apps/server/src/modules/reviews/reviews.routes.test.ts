import {
  type BookingSummary,
  type NotificationsResponse,
  type Property,
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX,
  type ReviewsResponse,
} from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type BookingRow, type PropertyRow, properties, reviews, users } from '../../db/schema/index.js';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
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
import { announceReviewsPublishedByTime } from './review-publications.js';

let t: TestContext;
let admin: TestUser;
let startedAt: Date;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
  startedAt = t.clock.now();
});
// Tests that move the clock put it back, so every test starts at the same day.
afterEach(() => t.clock.set(startedAt));
afterAll(() => t.close());

const DAY_MS = 24 * 3_600_000;
const today = () => t.clock.today();
const as = (user: TestUser | undefined) => (user ? bearer(t.app, user) : {});

type Stay = { tenant: TestUser; landlord: TestUser; property: PropertyRow; booking: BookingRow };

/** A confirmed stay that began a month ago (reviewable), unless told otherwise. */
async function buildStay(
  options: { moveInDate?: string; status?: BookingRow['status']; landlord?: TestUser; property?: PropertyRow } = {},
): Promise<Stay> {
  const landlord = options.landlord ?? (await buildLandlord(t.db));
  const property = options.property ?? (await buildProperty(t.db, landlord, { city: 'Reviewpur', images: 0 }));
  const tenant = await buildTenant(t.db);
  const booking = await buildBooking(t.db, property, tenant, {
    moveInDate: options.moveInDate ?? addCalendarMonths(today(), -1),
    months: 1,
    ...(options.status ? { status: options.status } : {}),
  });
  return { tenant, landlord, property, booking };
}

const postReview = (user: TestUser | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: as(user), payload });

async function review(user: TestUser, booking: BookingRow, rating = 5, comment: string | undefined = 'Lovely stay') {
  const res = await postReview(user, { bookingId: booking.id, rating, comment });
  if (res.statusCode !== 201) throw new Error(`review refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Both sides write: both reviews are published at once. Returns the tenant's review. */
async function publishedReview(stay: Stay, rating = 5, comment = 'Lovely stay') {
  const id = await review(stay.tenant, stay.booking, rating, comment);
  await review(stay.landlord, stay.booking, 4, 'Tidy tenant');
  return id;
}

const listingReviews = async (propertyId: string, query = '') => {
  const res = await t.app.inject({ url: `/api/property/${propertyId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as ReviewsResponse, link: res.headers.link as string | undefined };
};

const readReview = (id: string, user?: TestUser) => t.app.inject({ url: `/api/reviews/${id}`, headers: as(user) });

const reviewRow = async (id: string) => {
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw new Error('no such review');
  return row;
};

const reply = (user: TestUser | undefined, id: string, text: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/reviews/${id}/reply`, headers: as(user), payload: { reply: text } });

describe('POST /api/reviews', () => {
  it('lets the tenant review the stay: the landlord is its subject, published 14 days later', async () => {
    const stay = await buildStay();
    const res = await postReview(stay.tenant, { bookingId: stay.booking.id, rating: 4, comment: '  Quiet street.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await reviewRow(res.json().id);
    expect(row).toMatchObject({
      side: 'tenant',
      authorId: stay.tenant.id,
      subjectId: stay.landlord.id,
      propertyId: stay.property.id,
      rating: 4,
      comment: 'Quiet street.',
    });
    expect(row.publishedAt.getTime()).toBe(t.clock.now().getTime() + 14 * DAY_MS);
  });

  it('lets the landlord review the tenant: the tenant is its subject; an empty comment is none', async () => {
    const stay = await buildStay();
    const res = await postReview(stay.landlord, { bookingId: stay.booking.id, rating: 3, comment: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await reviewRow(res.json().id)).toMatchObject({ side: 'landlord', subjectId: stay.tenant.id, comment: null });
  });

  it('refuses everyone who is not the stay’s tenant or landlord (403), and nobody (401)', async () => {
    const stay = await buildStay();
    const body = { bookingId: stay.booking.id, rating: 5 };
    for (const stranger of [await buildTenant(t.db), await buildLandlord(t.db), admin]) {
      const res = await postReview(stranger, body);
      expect(res.statusCode, `${stranger.role}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await postReview(undefined, body)).statusCode).toBe(401);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, stay.booking.id))).toEqual([]);
  });

  it('answers 404 for a booking that does not exist, or an id that is none', async () => {
    const tenant = await buildTenant(t.db);
    for (const bookingId of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const res = await postReview(tenant, { bookingId, rating: 5 });
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('opens on the move-in date in India, not before (409 with a human message)', async () => {
    const stay = await buildStay({ moveInDate: addCalendarDays(today(), 1) });
    const early = await postReview(stay.tenant, { bookingId: stay.booking.id, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('You can review this stay from its move-in date.');
    t.clock.advance(DAY_MS);
    expect((await postReview(stay.tenant, { bookingId: stay.booking.id, rating: 5 })).statusCode).toBe(201);
  });

  it('refuses a stay that is not confirmed: cancelled, or never paid (409)', async () => {
    for (const status of ['cancelled', 'pending_payment'] as const) {
      const stay = await buildStay({ status });
      const res = await postReview(stay.tenant, { bookingId: stay.booking.id, rating: 5 });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe('Only a confirmed stay can be reviewed.');
    }
  });

  it('takes one review per side: a second is 409 and changes nothing', async () => {
    const stay = await buildStay();
    const first = await review(stay.tenant, stay.booking, 5, 'First');
    const again = await postReview(stay.tenant, { bookingId: stay.booking.id, rating: 1, comment: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already reviewed this stay.');
    expect(await reviewRow(first)).toMatchObject({ rating: 5, comment: 'First' });
  });

  it('keeps one review when the same side submits twice at once (double-click, two tabs)', async () => {
    const stay = await buildStay();
    const body = { bookingId: stay.booking.id, rating: 5 };
    const answers = await Promise.all([
      postReview(stay.tenant, body),
      postReview(stay.tenant, body),
      postReview(stay.tenant, body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, stay.booking.id))).toHaveLength(1);
  });

  it('publishes both when tenant and landlord submit at the same moment (neither misses the other)', async () => {
    const stay = await buildStay();
    const [a, b] = await Promise.all([
      postReview(stay.tenant, { bookingId: stay.booking.id, rating: 5 }),
      postReview(stay.landlord, { bookingId: stay.booking.id, rating: 4 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.db.select().from(reviews).where(eq(reviews.bookingId, stay.booking.id));
    expect(rows.map((row) => row.publishedAt.getTime() <= t.clock.now().getTime())).toEqual([true, true]);
  });

  it('answers a bad rating or comment with 400 and the field', async () => {
    const stay = await buildStay();
    const bad: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }, 'comment'],
      [{ rating: 5, comment: 42 }, 'comment'],
    ];
    for (const [fields, field] of bad) {
      const res = await postReview(stay.tenant, { bookingId: stay.booking.id, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().details ?? {}), JSON.stringify(fields)).toContain(field);
    }
    const longest = await postReview(stay.tenant, {
      bookingId: stay.booking.id,
      rating: 5,
      comment: 'y'.repeat(REVIEW_COMMENT_MAX),
    });
    expect(longest.statusCode).toBe(201);
  });
});

describe('double-blind publication', () => {
  it('shows a review only to its author and the admin until the other side writes; then both to everyone', async () => {
    const stay = await buildStay();
    const tenantReview = await review(stay.tenant, stay.booking, 2, 'Noisy at night');

    const byAuthor = await readReview(tenantReview, stay.tenant);
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json()).toMatchObject({ rating: 2, comment: 'Noisy at night', is_published: false });
    expect((await readReview(tenantReview, admin)).statusCode).toBe(200);
    expect((await readReview(tenantReview, stay.landlord)).statusCode).toBe(404);
    expect((await readReview(tenantReview)).statusCode).toBe(404);
    expect((await listingReviews(stay.property.id)).body).toEqual({ average: null, count: 0, reviews: [] });
    const detail = (await t.app.inject({ url: `/api/property/${stay.property.id}` })).json() as Property;
    expect(detail).toMatchObject({ rating_average: null, rating_count: 0 });

    const landlordReview = await review(stay.landlord, stay.booking, 5, 'Paid on time');
    expect((await readReview(tenantReview)).json()).toMatchObject({ is_published: true });
    expect((await readReview(landlordReview)).json()).toMatchObject({ is_published: true, side: 'landlord' });
    const listed = (await listingReviews(stay.property.id)).body;
    expect(listed).toMatchObject({ average: 2, count: 1, reviews: [{ id: tenantReview, comment: 'Noisy at night' }] });
  });

  it('publishes a lone review 14 days after it was written', async () => {
    const stay = await buildStay();
    const id = await review(stay.tenant, stay.booking, 4);
    t.clock.advance(14 * DAY_MS - 1000);
    expect((await listingReviews(stay.property.id)).body.count).toBe(0);
    expect((await readReview(id)).statusCode).toBe(404);
    t.clock.advance(1000);
    expect((await listingReviews(stay.property.id)).body).toMatchObject({ count: 1, average: 4 });
    expect((await readReview(id)).statusCode).toBe(200);
    const detail = (await t.app.inject({ url: `/api/property/${stay.property.id}` })).json() as Property;
    expect(detail).toMatchObject({ rating_average: 4, rating_count: 1 });
  });

  it('tells the person reviewed once when a lone review comes out by time, and not again when the other side writes', async () => {
    const stay = await buildStay();
    await review(stay.tenant, stay.booking, 4);
    const dispatcher = new NotificationDispatcher({
      db: t.db,
      live: new LivePublisher(t.database.pubsub),
      queue: t.emailQueue,
      log: t.app.log,
    });
    const announce = () => announceReviewsPublishedByTime({ db: t.db, clock: t.clock, notifications: dispatcher });
    const told = async (user: TestUser) =>
      (
        (await t.app.inject({ url: '/api/me/notifications', headers: as(user) })).json() as NotificationsResponse
      ).notifications.filter((n) => n.type === 'review_published');

    t.clock.advance(14 * DAY_MS - 1000);
    await announce();
    expect(await told(stay.landlord)).toEqual([]);
    t.clock.advance(2000);
    await Promise.all([announce(), announce()]);
    expect(await told(stay.landlord)).toMatchObject([{ title: `${stay.tenant.firstName} reviewed you: 4 out of 5` }]);

    // Read, so a second notice could not fold into it: there must be none.
    await t.app.inject({ method: 'POST', url: '/api/me/notifications/read-all', headers: as(stay.landlord) });
    await review(stay.landlord, stay.booking, 5);
    await announce();
    expect(await told(stay.landlord)).toHaveLength(1);
    expect(await told(stay.tenant)).toHaveLength(1);
  });

  it('does not push back a review already published by time when the other side writes late', async () => {
    const stay = await buildStay();
    const first = await review(stay.tenant, stay.booking, 4);
    const publishedAt = (await reviewRow(first)).publishedAt;
    t.clock.advance(20 * DAY_MS);
    await review(stay.landlord, stay.booking, 5);
    expect((await reviewRow(first)).publishedAt).toEqual(publishedAt);
  });
});

describe('GET /api/property/{id}/reviews', () => {
  it('lists published tenant reviews newest first, with the author’s first name only', async () => {
    const landlord = await buildLandlord(t.db);
    const property = await buildProperty(t.db, landlord, { city: 'Reviewpur', images: 0 });
    const older = await buildStay({ landlord, property, moveInDate: addCalendarMonths(today(), -4) });
    const newer = await buildStay({ landlord, property, moveInDate: addCalendarMonths(today(), -2) });
    await t.db.update(users).set({ firstName: 'Meera', lastName: 'Zanzibarwala' }).where(eq(users.id, newer.tenant.id));
    const olderId = await publishedReview(older, 3, 'Fine');
    t.clock.advance(60_000);
    const newerId = await publishedReview(newer, 5, 'Great light');

    const res = await t.app.inject({ url: `/api/property/${property.id}/reviews` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Zanzibarwala');
    expect(res.body).not.toContain('Tidy tenant'); // the landlords' reviews of tenants are not the listing's
    const body = res.json() as ReviewsResponse;
    expect(body.average).toBe(4);
    expect(body.count).toBe(2);
    expect(body.reviews.map((r) => r.id)).toEqual([newerId, olderId]);
    expect(body.reviews[0]).toEqual({
      id: newerId,
      rating: 5,
      comment: 'Great light',
      author_first_name: 'Meera',
      created_at: expect.any(String),
      reply: null,
      replied_at: null,
    });
  });

  it('pages with a keyset cursor in the Link header; the average covers every page', async () => {
    const landlord = await buildLandlord(t.db);
    const property = await buildProperty(t.db, landlord, { city: 'Reviewpur', images: 0 });
    const ratings = [5, 4, 4, 3, 5, 2, 4];
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const stay = await buildStay({ landlord, property, moveInDate: addCalendarMonths(today(), -2 * (i + 1)) });
      ids.push(await publishedReview(stay, rating));
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let query = '?limit=3';
    for (let page = 0; page < 5 && query; page++) {
      const { body, link } = await listingReviews(property.id, query);
      expect(body).toMatchObject({ count: 7, average: 3.9 });
      seen.push(...body.reviews.map((r) => r.id));
      query = link ? (/<[^?]*(\?[^>]*)>/.exec(link)?.[1] ?? '') : '';
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('answers 404 for a listing that does not exist or was deleted', async () => {
    const stay = await buildStay();
    await publishedReview(stay);
    await t.db.update(properties).set({ deletedAt: t.clock.now() }).where(eq(properties.id, stay.property.id));
    for (const id of [stay.property.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.app.inject({ url: `/api/property/${id}/reviews` })).statusCode).toBe(404);
    }
  });

  it('refuses a forged cursor with 400', async () => {
    const stay = await buildStay();
    const cursor = Buffer.from(JSON.stringify(['review-published', 1e308, '00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    const res = await t.app.inject({ url: `/api/property/${stay.property.id}/reviews?cursor=${cursor}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('rating on listings', () => {
  it('gives each search item and the detail its average (one decimal) and count, null and 0 when none', async () => {
    const landlord = await buildLandlord(t.db);
    const city = `Ratingpur${Math.random().toString(36).slice(2, 7)}`;
    const rated = await buildProperty(t.db, landlord, { city, images: 0 });
    const unrated = await buildProperty(t.db, landlord, { city, images: 0 });
    for (const [i, rating] of [5, 4, 4].entries()) {
      const stay = await buildStay({ landlord, property: rated, moveInDate: addCalendarMonths(today(), -2 * (i + 1)) });
      await publishedReview(stay, rating);
    }
    const res = await t.app.inject({ url: `/api/property?city=${city}` });
    const items = res.json() as Property[];
    expect(items.find((p) => p.id === rated.id)).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    expect(items.find((p) => p.id === unrated.id)).toMatchObject({ rating_average: null, rating_count: 0 });
    const detail = (await t.app.inject({ url: `/api/property/${rated.id}` })).json() as Property;
    expect(detail).toMatchObject({ rating_average: 4.3, rating_count: 3 });
  });
});

describe('POST /api/reviews/{id}/reply', () => {
  it('lets the listing’s landlord answer a published review once; the answer is shown with it', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay);
    const res = await reply(stay.landlord, id, '  Thank you, come again!  ');
    expect(res.statusCode, res.body).toBe(200);
    const again = await reply(stay.landlord, id, 'Edited answer');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This review already has a reply.');
    const [listed] = (await listingReviews(stay.property.id)).body.reviews;
    expect(listed).toMatchObject({ id, reply: 'Thank you, come again!', replied_at: expect.any(String) });
  });

  it('keeps one reply when two are sent at once', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay);
    const answers = await Promise.all([reply(stay.landlord, id, 'One'), reply(stay.landlord, id, 'Two')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses other landlords, tenants and the admin (403), and a review not published yet (404)', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay);
    expect((await reply(await buildLandlord(t.db), id, 'Hi')).statusCode).toBe(403);
    expect((await reply(stay.tenant, id, 'Hi')).statusCode).toBe(403);
    expect((await reply(admin, id, 'Hi')).statusCode).toBe(403);
    expect((await reply(undefined, id, 'Hi')).statusCode).toBe(401);

    const blind = await buildStay();
    const hidden = await review(blind.tenant, blind.booking);
    expect((await reply(blind.landlord, hidden, 'Hi')).statusCode).toBe(404);
    expect((await reviewRow(hidden)).reply).toBeNull();
  });

  it('refuses to answer the landlord’s own review of a tenant (403)', async () => {
    const stay = await buildStay();
    await review(stay.tenant, stay.booking);
    const own = await review(stay.landlord, stay.booking);
    expect((await reply(stay.landlord, own, 'Hi')).statusCode).toBe(403);
  });

  it('answers an empty or too long reply with 400', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay);
    for (const text of ['', '   ', 'x'.repeat(REVIEW_REPLY_MAX + 1), 7]) {
      const res = await reply(stay.landlord, id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('reply');
    }
  });
});

describe('GET /api/user/{id}/reviews', () => {
  it('shows what landlords published about a tenant to the tenant, landlords who know them, and the admin', async () => {
    const stay = await buildStay();
    await review(stay.tenant, stay.booking, 5);
    await review(stay.landlord, stay.booking, 4, 'Left the flat spotless');
    const blind = await buildStay();
    const later = await buildBooking(t.db, blind.property, stay.tenant, {
      moveInDate: addCalendarMonths(today(), -3),
      months: 1,
    });
    await review(blind.landlord, later, 1, 'Not yet published');

    const chatting = await buildLandlord(t.db);
    const listing = await buildProperty(t.db, chatting, { images: 0 });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: as(stay.tenant),
      payload: { tenantId: stay.tenant.id, landlordId: chatting.id, propertyId: listing.id, message: 'Is it free in May?' },
    });
    expect(sent.statusCode).toBe(201);

    const url = `/api/user/${stay.tenant.id}/reviews`;
    for (const reader of [stay.tenant, stay.landlord, blind.landlord, chatting, admin]) {
      const res = await t.app.inject({ url, headers: as(reader) });
      expect(res.statusCode, `${reader.role}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({
        average: 4,
        count: 1,
        reviews: [{ rating: 4, comment: 'Left the flat spotless', author_first_name: 'Test' }],
      });
    }
    for (const stranger of [await buildLandlord(t.db), await buildTenant(t.db), blind.tenant]) {
      expect((await t.app.inject({ url, headers: as(stranger) })).statusCode, stranger.role).toBe(403);
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/reviews/{id}', () => {
  it('hides the review from everyone and the listing’s rating, and records who removed it', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay, 1, 'Rude words');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listingReviews(stay.property.id)).body).toEqual({ average: null, count: 0, reviews: [] });
    expect((await t.app.inject({ url: `/api/property/${stay.property.id}` })).json()).toMatchObject({ rating_count: 0 });
    expect((await readReview(id, stay.tenant)).statusCode).toBe(404);
    expect((await readReview(id, admin)).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'review.removed')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(admin.id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: as(admin) });
    expect(again.statusCode).toBe(404);
  });

  it('is the admin’s alone', async () => {
    const stay = await buildStay();
    const id = await publishedReview(stay);
    for (const user of [stay.tenant, stay.landlord]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: as(user) })).statusCode).toBe(403);
    }
    expect((await reviewRow(id)).removedAt).toBeNull();
  });
});

describe('booking lists', () => {
  const list = async (user: TestUser) => {
    const res = await t.app.inject({ url: `/api/bookings/${user.role}/${user.id}`, headers: as(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BookingSummary[];
  };

  it('tell each side whether it may review a stay, and show its own review once written', async () => {
    const stay = await buildStay();
    const future = await buildBooking(t.db, stay.property, stay.tenant, { moveInDate: addCalendarMonths(today(), 2), months: 1 });
    const mine = (items: BookingSummary[], id: string) => items.find((b) => b.booking_id === id);
    expect(mine(await list(stay.tenant), stay.booking.id)).toMatchObject({ can_review: true, my_review: null });
    expect(mine(await list(stay.tenant), future.id)).toMatchObject({ can_review: false, my_review: null });
    expect(mine(await list(stay.landlord), stay.booking.id)).toMatchObject({ can_review: true, my_review: null });

    const id = await review(stay.tenant, stay.booking, 3);
    expect(mine(await list(stay.tenant), stay.booking.id)).toMatchObject({ can_review: false, my_review: { id, rating: 3 } });
    // The landlord's side is its own: still theirs to write, and the tenant's review is not shown.
    expect(mine(await list(stay.landlord), stay.booking.id)).toMatchObject({ can_review: true, my_review: null });
  });

  it('show the landlord the tenant’s published rating', async () => {
    const stay = await buildStay();
    const next = await buildStay({
      landlord: stay.landlord,
      property: stay.property,
      moveInDate: addCalendarMonths(today(), -3),
    });
    await publishedReview(stay);
    const items = await list(stay.landlord);
    expect(items.find((b) => b.booking_id === stay.booking.id)).toMatchObject({
      tenant_rating_average: 4,
      tenant_rating_count: 1,
    });
    expect(items.find((b) => b.booking_id === next.booking.id)).toMatchObject({
      tenant_rating_average: null,
      tenant_rating_count: 0,
    });
  });
});
