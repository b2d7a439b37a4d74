import type { Property } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  buildUpload,
  editBodyOf,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// Who receives a listing's exact pin: its landlord, the admin and a tenant with a confirmed booking
// of it. Everyone else gets the approximate point and the PIN code, and never the pin's numbers.

let t: TestContext;
let landlord: TestUser;
let listingId: string;
const city = `Pinwala${Date.now().toString(36)}`;
const PIN = { lat: 12.934_567_8, lng: 77.619_876_5 };
const SHOWN = { lat: 12.936_111, lng: 77.621_222 };
/** The pin's digits as any JSON would print them. */
const PIN_TEXTS = ['12.9345678', '77.6198765'];

type Viewer = { name: string; headers: () => Record<string, string> };
const viewers: Record<string, Viewer> = {};
const as = (user: TestUser) => () => bearer(t.app, user);

beforeAll(async () => {
  // The public answers are cached here as in production, so a cached answer could leak if any did.
  t = await createTestApp({ listingCacheTtlMs: 60_000 });
  landlord = await buildLandlord(t.db);
  const listing = await buildProperty(t.db, landlord, { city });
  await t.db
    .update(properties)
    .set({ pincode: '560034', lat: PIN.lat, lng: PIN.lng, approxLat: SHOWN.lat, approxLng: SHOWN.lng })
    .where(eq(properties.id, listing.id));
  listingId = listing.id;
  const stay = { moveInDate: t.clock.today(), months: 1 };
  const booked = await buildTenant(t.db);
  await buildBooking(t.db, listing, booked, stay);
  const pending = await buildTenant(t.db);
  await buildBooking(t.db, listing, pending, { ...stay, status: 'pending_payment' });
  const cancelled = await buildTenant(t.db);
  await buildBooking(t.db, listing, cancelled, { ...stay, status: 'cancelled' });
  // A confirmed stay in another listing of the same landlord opens only that listing's pin.
  const elsewhere = await buildTenant(t.db);
  await buildBooking(t.db, await buildProperty(t.db, landlord, { city }), elsewhere, stay);
  Object.assign(viewers, {
    landlord: { name: 'its landlord', headers: as(landlord) },
    admin: { name: 'the admin', headers: as(await buildAdmin(t.db)) },
    booked: { name: 'a tenant with a confirmed booking', headers: as(booked) },
    visitor: { name: 'a visitor', headers: () => ({}) },
    tenant: { name: 'another tenant', headers: as(await buildTenant(t.db)) },
    pending: { name: 'a tenant whose booking is not paid', headers: as(pending) },
    cancelled: { name: 'a tenant whose booking was cancelled', headers: as(cancelled) },
    elsewhere: { name: "a tenant with a stay in the landlord's other listing", headers: as(elsewhere) },
    otherLandlord: { name: 'another landlord', headers: as(await buildLandlord(t.db)) },
  });
});
afterAll(() => t.close());

const detail = (viewer: Viewer) => t.app.inject({ url: `/api/property/${listingId}`, headers: viewer.headers() });

describe("a listing's exact pin", () => {
  it.each(['landlord', 'admin', 'booked'])('is in the detail for %s', async (key) => {
    const viewer = viewers[key] as Viewer;
    // A visitor asks first, so the shared answer is cached and must not be what this viewer gets.
    await detail(viewers.visitor as Viewer);
    const res = await detail(viewer);
    expect(res.statusCode).toBe(200);
    const listing = res.json() as Property;
    expect(listing.exact_position, viewer.name).toEqual(PIN);
    expect(listing.approximate_position).toEqual(SHOWN);
    expect(listing.pincode).toBe('560034');
  });

  it.each(['visitor', 'tenant', 'pending', 'cancelled', 'elsewhere', 'otherLandlord'])(
    'is nowhere in the detail for %s, who gets the approximate point and the PIN code',
    async (key) => {
      const viewer = viewers[key] as Viewer;
      // The landlord asks first: their answer, pin and all, must not be kept for anyone else.
      await detail(viewers.landlord as Viewer);
      const res = await detail(viewer);
      expect(res.statusCode).toBe(200);
      const listing = res.json() as Property;
      expect(listing).not.toHaveProperty('exact_position');
      expect(listing.approximate_position).toEqual(SHOWN);
      expect(listing.pincode).toBe('560034');
      for (const text of PIN_TEXTS) expect(res.body, viewer.name).not.toContain(text);
    },
  );

  it("is in the landlord's own list and in the answers to their add and edit, never in a search", async () => {
    const own = await t.app.inject({ url: `/api/property/user/${landlord.id}?city=${city}`, headers: as(landlord)() });
    const mine = (own.json() as Property[]).find((item) => item.id === listingId);
    expect(mine?.exact_position).toEqual(PIN);

    for (const viewer of Object.values(viewers)) {
      const res = await t.app.inject({ url: `/api/property?city=${city}`, headers: viewer.headers() });
      expect(res.statusCode).toBe(200);
      for (const text of PIN_TEXTS) expect(res.body, `search by ${viewer.name}`).not.toContain(text);
      const near = await t.app.inject({
        url: `/api/property?near=${PIN.lat},${PIN.lng}&sort=distance`,
        headers: viewer.headers(),
      });
      expect((near.json() as Property[]).find((item) => item.id === listingId)).not.toHaveProperty('exact_position');
    }
  });

  it('is sent back to the landlord who places or moves it, and to no one else', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      headers: as(landlord)(),
      payload: {
        title: 'Pinned',
        city,
        price: 20_000,
        bedrooms: 1,
        bathrooms: 1,
        area: 500,
        images: [await buildUpload(t.db, landlord)],
        lat: 12.987_654_3,
        lng: 77.645_678_9,
      },
    });
    expect(added.statusCode).toBe(201);
    const listing = added.json() as Property;
    expect(listing.exact_position).toEqual({ lat: 12.987_654_3, lng: 77.645_678_9 });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/property/${listing.id}`,
      headers: as(landlord)(),
      payload: editBodyOf(listing, { lat: 12.988_888_8, lng: 77.646_666_6 }),
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Property).exact_position).toEqual({ lat: 12.988_888_8, lng: 77.646_666_6 });

    const seen = await t.app.inject({ url: `/api/property/${listing.id}` });
    expect(seen.json()).not.toHaveProperty('exact_position');
    expect(seen.body).not.toContain('12.9888888');
  });
});
