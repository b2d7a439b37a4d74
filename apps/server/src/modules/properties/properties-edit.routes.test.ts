import { randomUUID } from 'node:crypto';
import { type AvailabilityResponse, messages, type Property, propertyMessages } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, properties, propertyImages, uploads } from '../../db/schema/index.js';
import { addCalendarDays } from '../../lib/dates.js';
import { bookAndPay, openCheckout, payCheckout, requestCheckout } from '../../test/checkout.js';
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

let t: TestContext;
let landlord: TestUser;
let otherLandlord: TestUser;
let tenant: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  otherLandlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const uniqueCity = () => `Edit${randomUUID().slice(0, 8)}`;

/** The listing as the API shows it to `viewer` (anonymous by default). */
async function read(id: string, viewer?: TestUser) {
  return t.app.inject({ url: `/api/property/${id}`, headers: viewer ? bearer(t.app, viewer) : {} });
}

function edit(id: string, body: Record<string, unknown>, actor: TestUser = landlord) {
  return t.app.inject({ method: 'PUT', url: `/api/property/${id}`, headers: bearer(t.app, actor), payload: body });
}

async function listed(id: string, actor: TestUser = landlord): Promise<Property> {
  const res = await read(id, actor);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const search = async (city: string) => (await t.app.inject({ url: `/api/property?city=${city}` })).json() as Property[];

describe('PUT /api/property/{id}', () => {
  it('saves every field and the photo order: the first photo is the cover, left-out photos are gone, new uploads join', async () => {
    const city = uniqueCity();
    const row = await buildProperty(t.db, landlord, { city, images: 3 });
    const before = await listed(row.id);
    expect(await search(city)).toHaveLength(1);
    const added = await buildUpload(t.db, landlord);
    const [first, second, third] = before.images as [string, string, string];
    const res = await edit(
      row.id,
      editBodyOf(before, {
        title: 'Renovated 3BHK',
        description: 'New kitchen',
        address: '9 New Road',
        price: 31_500.5,
        bedrooms: 3,
        bathrooms: 2,
        area: 1200,
        propertyType: 'house',
        images: [third, added, first],
        bookingMode: 'request',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Property;
    expect(saved).toMatchObject({
      id: row.id,
      title: 'Renovated 3BHK',
      description: 'New kitchen',
      address: '9 New Road',
      location: `9 New Road, ${city}`,
      price: 31_500.5,
      bedrooms: 3,
      bathrooms: 2,
      area: 1200,
      property_type: 'house',
      images: [third, added, first],
      booking_mode: 'request',
    });
    expect(saved.images).not.toContain(second);
    expect(saved.thumbnails[0]).toBe(third.replace('-full.webp', '-card.webp'));
    // Search shows the change at once: the cover and the new price.
    const [card] = await search(city);
    expect(card).toMatchObject({ title: 'Renovated 3BHK', price: 31_500.5, images: [third, added, first] });
    const [stored] = await t.db.select().from(properties).where(eq(properties.id, row.id));
    expect(stored?.updatedAt).not.toBeNull();
  });

  it('refuses what add refuses, with the same messages', async () => {
    const row = await buildProperty(t.db, landlord);
    const listing = await listed(row.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', propertyMessages.titleRequired],
      [{ city: '' }, 'city', propertyMessages.cityRequired],
      [{ price: 0 }, 'price', propertyMessages.priceInvalid],
      [{ price: 'abc' }, 'price', propertyMessages.priceInvalid],
      [{ bedrooms: 0 }, 'bedrooms', propertyMessages.bedroomsInvalid],
      [{ bathrooms: 1.5 }, 'bathrooms', propertyMessages.bathroomsInvalid],
      [{ area: -3 }, 'area', propertyMessages.areaInvalid],
      [{ propertyType: 'castle' }, 'propertyType', propertyMessages.typeInvalid],
      [{ images: [] }, 'images', propertyMessages.imagesRequired],
      [
        { images: Array.from({ length: 21 }, (_, i) => `/uploads/${randomUUID()}-full.webp#${i}`) },
        'images',
        propertyMessages.tooManyImages,
      ],
      [{ moveInWindowDays: 0 }, 'moveInWindowDays', propertyMessages.moveInWindowInvalid],
      [{ moveInWindowDays: 91 }, 'moveInWindowDays', propertyMessages.moveInWindowInvalid],
      [{ availableFrom: '2026-02-30' }, 'availableFrom', propertyMessages.availableFromInvalid],
      [{ bookingMode: 'auction' }, 'bookingMode', propertyMessages.bookingModeInvalid],
      [{ deposit: -1 }, 'deposit', propertyMessages.depositInvalid],
      [{ deposit: 10.005 }, 'deposit', propertyMessages.depositInvalid],
      [{ deposit: 'lots' }, 'deposit', propertyMessages.depositInvalid],
      [{ houseRules: 'x'.repeat(2001) }, 'houseRules', messages.tooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await edit(row.id, editBodyOf(listing, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().details?.[field], JSON.stringify(change)).toBe(message);
    }
    expect((await listed(row.id)).title).toBe(listing.title);
  });

  it('accepts only photos the landlord uploaded that no other listing uses', async () => {
    const row = await buildProperty(t.db, landlord);
    const listing = await listed(row.id);
    const strangers = await buildUpload(t.db, otherLandlord);
    const elsewhere = (await listed((await buildProperty(t.db, landlord, { images: 1 })).id)).images[0];
    for (const image of [strangers, elsewhere, 'https://example.com/cat.jpg']) {
      const res = await edit(row.id, editBodyOf(listing, { images: [...listing.images, image] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details?.['images.2']).toBe(propertyMessages.imagesNotOurs);
    }
    const twice = await edit(row.id, editBodyOf(listing, { images: [listing.images[0], listing.images[0]] }));
    expect(twice.statusCode).toBe(400);
    expect((await listed(row.id)).images).toEqual(listing.images);
  });

  it('keeps and reorders photos whose stored names are not upload ids, as the demo listings have', async () => {
    const row = await buildProperty(t.db, landlord, { images: 0 });
    const names = ['sample-a', 'sample-b'].map((name) => `${name}-${randomUUID().slice(0, 6)}`);
    for (const [position, name] of names.entries()) {
      const [upload] = await t.db
        .insert(uploads)
        .values({ ownerId: landlord.id, cardKey: `${name}-card.webp`, fullKey: `${name}-full.webp`, width: 800, height: 600 })
        .returning({ id: uploads.id });
      await t.db.insert(propertyImages).values({ propertyId: row.id, position, uploadId: String(upload?.id) });
    }
    const listing = await listed(row.id);
    const reversed = [...listing.images].reverse();
    const res = await edit(row.id, editBodyOf(listing, { images: reversed }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images).toEqual(reversed);
    expect((await edit(row.id, editBodyOf(listing, { images: reversed.slice(0, 1) }))).json().images).toEqual(
      reversed.slice(0, 1),
    );
  });

  it('is 403 for anyone but the owner and the admin, and 404 for a missing or deleted listing', async () => {
    const row = await buildProperty(t.db, landlord);
    const listing = await listed(row.id);
    for (const stranger of [otherLandlord, tenant]) {
      const res = await edit(row.id, editBodyOf(listing, { title: 'Mine now' }), stranger);
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/property/${row.id}`, payload: editBodyOf(listing) });
    expect(anonymous.statusCode).toBe(401);
    expect((await edit(randomUUID(), editBodyOf(listing))).statusCode).toBe(404);
    expect((await edit('not-an-id', editBodyOf(listing))).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/property/${row.id}`, headers: bearer(t.app, landlord) });
    expect((await edit(row.id, editBodyOf(listing))).statusCode).toBe(404);
  });

  it('lets the admin edit any listing, and records it in the audit log', async () => {
    const row = await buildProperty(t.db, landlord);
    const listing = await listed(row.id);
    const res = await edit(row.id, editBodyOf(listing, { title: 'Corrected title', images: listing.images.slice(1) }), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Corrected title', user_id: landlord.id, images: listing.images.slice(1) });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, 'property.edited')));
    expect(audits).toHaveLength(1);
  });

  it('never changes what a booking already made or a checkout already open costs', async () => {
    const row = await buildProperty(t.db, landlord, { rupees: 20_000 });
    const listing = await listed(row.id);
    const booker = await buildTenant(t.db);
    const payer = await buildTenant(t.db);
    const today = t.clock.today();
    // A stay already paid, and a checkout opened at the old price for the next free window.
    await bookAndPay(t, booker, row, { moveInDate: today, months: 1 });
    const next = (await listed(row.id)).available_date;
    const open = await openCheckout(t, payer, row, { moveInDate: next, months: 2 });

    expect((await edit(row.id, editBodyOf(listing, { price: 25_000 }))).statusCode).toBe(200);

    // The open checkout is paid at the price it was opened at.
    expect((await payCheckout(t, open.sessionId)).statusCode).toBe(200);
    const stays = await t.db.select().from(bookings).where(eq(bookings.propertyId, row.id));
    expect(stays.map((b) => [b.tenantId, b.status, b.amountPaise]).sort()).toEqual(
      [
        [booker.id, 'confirmed', 2_000_000],
        [payer.id, 'confirmed', 4_000_000],
      ].sort(),
    );
    const paid = await t.db.select().from(payments).where(eq(payments.propertyId, row.id));
    expect(paid.map((p) => p.amountPaise).sort()).toEqual([2_000_000, 4_000_000]);

    // A new checkout costs the new price, and the old one is refused as a mismatch.
    const after = (await listed(row.id)).available_date;
    const stale = await requestCheckout(t, await buildTenant(t.db), row, { moveInDate: after, months: 1, amount: 20_000 });
    expect(stale.statusCode).toBe(400);
    const fresh = await requestCheckout(t, await buildTenant(t.db), row, { moveInDate: after, months: 1, amount: 25_000 });
    expect(fresh.statusCode).toBe(200);
  });

  it('two saves at once both succeed and leave the photos whole', async () => {
    const row = await buildProperty(t.db, landlord, { images: 3 });
    const listing = await listed(row.id);
    const reversed = [...listing.images].reverse();
    const [a, b] = await Promise.all([
      edit(row.id, editBodyOf(listing, { images: reversed })),
      edit(row.id, editBodyOf(listing, { images: reversed })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await listed(row.id)).images).toEqual(reversed);
  });
});

describe('the deposit and the house rules', () => {
  it('default to none, are saved and shown, and are printed as given', async () => {
    const row = await buildProperty(t.db, landlord, { rupees: 20_000 });
    const listing = await listed(row.id);
    expect(listing).toMatchObject({ deposit: 0, house_rules: '' });
    const res = await edit(
      row.id,
      editBodyOf(listing, { deposit: 40_000, houseRules: '  No smoking indoors.\nQuiet after 10 pm.  ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deposit: 40_000, house_rules: 'No smoking indoors.\nQuiet after 10 pm.' });
    // Left out of an edit, both are kept.
    const kept = await edit(row.id, editBodyOf(listing, { title: 'Renamed' }));
    expect(kept.json()).toMatchObject({
      title: 'Renamed',
      deposit: 40_000,
      house_rules: 'No smoking indoors.\nQuiet after 10 pm.',
    });
    expect((await read(row.id)).json()).toMatchObject({ deposit: 40_000 });
  });

  it('refuses a deposit above twelve months of rent, also when an edit lowers the rent under a kept deposit', async () => {
    const row = await buildProperty(t.db, landlord, { rupees: 10_000 });
    const listing = await listed(row.id);
    expect((await edit(row.id, editBodyOf(listing, { deposit: 120_000 }))).statusCode).toBe(200);
    const tooHigh = await edit(row.id, editBodyOf(listing, { deposit: 120_000.01 }));
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details).toEqual({ deposit: propertyMessages.depositTooHigh });
    const cheaper = await edit(row.id, editBodyOf(listing, { price: 9_999 }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().details).toEqual({ deposit: propertyMessages.depositTooHigh });
    expect((await listed(row.id)).price).toBe(10_000);
  });
});

describe('availability a landlord controls', () => {
  const availability = async (id: string) =>
    (await t.app.inject({ url: `/api/bookings/availability/${id}` })).json() as AvailabilityResponse;

  it('defaults to today and the four-day window, instant booking, not paused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      headers: bearer(t.app, landlord),
      payload: {
        title: 'Plain',
        city: uniqueCity(),
        price: 9000,
        bedrooms: 1,
        bathrooms: 1,
        area: 400,
        images: [await buildUpload(t.db, landlord)],
      },
    });
    expect(res.statusCode).toBe(201);
    const today = t.clock.today();
    expect(res.json()).toMatchObject({
      available_date: today,
      available_from: null,
      move_in_window_days: 4,
      booking_mode: 'instant',
      paused: false,
      is_booked: false,
    });
    expect((await availability(res.json().id)).moveInWindow).toEqual({ from: today, to: addCalendarDays(today, 3) });
  });

  it('starts at the available-from date, for the chosen number of days, in the detail, the window and checkout', async () => {
    const today = t.clock.today();
    const from = addCalendarDays(today, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      headers: bearer(t.app, landlord),
      payload: {
        title: 'Later',
        city: uniqueCity(),
        price: 9000,
        bedrooms: 1,
        bathrooms: 1,
        area: 400,
        images: [await buildUpload(t.db, landlord)],
        availableFrom: from,
        moveInWindowDays: 10,
      },
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json() as Property;
    expect(listing).toMatchObject({
      available_date: from,
      available_from: from,
      move_in_window_days: 10,
      booking_mode: 'instant',
      is_booked: false,
    });
    expect(await availability(listing.id)).toEqual({
      availableDate: from,
      isBooked: false,
      moveInWindow: { from, to: addCalendarDays(from, 9) },
    });
    const property = { id: listing.id, pricePaise: 900_000 };
    const early = await requestCheckout(t, await buildTenant(t.db), property, { moveInDate: today, months: 1 });
    expect(early.statusCode).toBe(400);
    const late = await requestCheckout(t, await buildTenant(t.db), property, {
      moveInDate: addCalendarDays(from, 10),
      months: 1,
    });
    expect(late.statusCode).toBe(400);
    const last = await requestCheckout(t, await buildTenant(t.db), property, { moveInDate: addCalendarDays(from, 9), months: 1 });
    expect(last.statusCode).toBe(200);
  });

  it('starts after the last confirmed stay when that ends later than the available-from date', async () => {
    const today = t.clock.today();
    const row = await buildProperty(t.db, landlord);
    const stay = await buildBooking(t.db, row, tenant, { moveInDate: today, months: 2 });
    const listing = await listed(row.id);
    expect(listing.available_date).toBe(stay.endDate);
    const res = await edit(row.id, editBodyOf(listing, { availableFrom: addCalendarDays(today, 5), moveInWindowDays: 7 }));
    expect(res.json()).toMatchObject({ available_date: stay.endDate, is_booked: true, move_in_window_days: 7 });
    expect((await availability(row.id)).moveInWindow).toEqual({ from: stay.endDate, to: addCalendarDays(stay.endDate, 6) });
  });

  it('refuses an available-from date in the past, keeps one already saved, and clears it with null', async () => {
    const today = t.clock.today();
    const row = await buildProperty(t.db, landlord);
    const listing = await listed(row.id);
    const past = await edit(row.id, editBodyOf(listing, { availableFrom: addCalendarDays(today, -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().details?.availableFrom).toBe(propertyMessages.availableFromPast);

    const soon = addCalendarDays(today, 2);
    expect((await edit(row.id, editBodyOf(listing, { availableFrom: soon }))).json().available_from).toBe(soon);
    // Days later the date has passed: saving other changes with it unchanged still works.
    t.clock.advance(5 * 86_400_000);
    try {
      const later = await edit(row.id, editBodyOf(listing, { title: 'Still fine', availableFrom: soon }));
      expect(later.statusCode).toBe(200);
      expect(later.json()).toMatchObject({ available_from: soon, available_date: t.clock.today() });
      // Left out, the terms stay as they are; null clears the date.
      expect((await edit(row.id, editBodyOf(listing))).json().available_from).toBe(soon);
      expect((await edit(row.id, editBodyOf(listing, { availableFrom: null }))).json().available_from).toBeNull();
    } finally {
      t.clock.advance(-5 * 86_400_000);
    }
  });
});

describe('pausing and resuming a listing', () => {
  const pause = (id: string, actor: TestUser = landlord, action: 'pause' | 'resume' = 'pause') =>
    t.app.inject({ method: 'POST', url: `/api/property/${id}/${action}`, headers: bearer(t.app, actor) });

  it('takes the listing out of search, suggestions, the detail, its page and checkout for everyone but its landlord and the admin', async () => {
    const city = uniqueCity();
    const row = await buildProperty(t.db, landlord, { city });
    const stay = await buildBooking(t.db, row, tenant, { moveInDate: t.clock.today(), months: 1 });
    expect(await search(city)).toHaveLength(1);

    const res = await pause(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, paused: true });

    expect(await search(city)).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/property?q=${city.toLowerCase()}` })).json()).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/property/cities?prefix=${city}` })).json()).toEqual([]);
    expect((await read(row.id)).statusCode).toBe(404);
    expect((await read(row.id, tenant)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/availability/${row.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/homes/${row.id}` })).statusCode).toBe(404);
    const checkout = await requestCheckout(t, await buildTenant(t.db), row, { moveInDate: stay.endDate, months: 1 });
    expect(checkout.statusCode).toBe(404);

    // Its landlord still has it, marked paused; the admin sees it too; the stay already booked stands.
    expect((await read(row.id, landlord)).json()).toMatchObject({ paused: true });
    expect((await read(row.id, admin)).statusCode).toBe(200);
    const mine = await t.app.inject({ url: `/api/property/user/${landlord.id}?limit=100`, headers: bearer(t.app, landlord) });
    expect((mine.json() as Property[]).find((p) => p.id === row.id)?.paused).toBe(true);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(booking?.status).toBe('confirmed');

    // Pausing again changes nothing.
    expect((await pause(row.id)).statusCode).toBe(200);

    const resumed = await pause(row.id, landlord, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ paused: false });
    expect(await search(city)).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/property/cities?prefix=${city}` })).json()).toEqual([{ city, listings: 1 }]);
    expect((await read(row.id)).statusCode).toBe(200);
  });

  it('is for the owner and the admin only', async () => {
    const row = await buildProperty(t.db, landlord);
    for (const action of ['pause', 'resume'] as const) {
      expect((await pause(row.id, otherLandlord, action)).statusCode).toBe(403);
      expect((await pause(row.id, tenant, action)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `/api/property/${row.id}/${action}` })).statusCode).toBe(401);
      expect((await pause(randomUUID(), landlord, action)).statusCode).toBe(404);
    }
    expect((await pause(row.id, admin)).json().paused).toBe(true);
    expect((await pause(row.id, admin, 'resume')).json().paused).toBe(false);
  });

  it('keeps a paused listing editable by its landlord', async () => {
    const row = await buildProperty(t.db, landlord);
    await pause(row.id);
    const listing = await listed(row.id);
    const res = await edit(row.id, editBodyOf(listing, { title: 'Fresh paint' }));
    expect(res.json()).toMatchObject({ title: 'Fresh paint', paused: true });
  });
});
