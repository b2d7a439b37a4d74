import { randomUUID } from 'node:crypto';
import {
  NEAR_MESSAGE,
  type NotificationsResponse,
  RADIUS_KM_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  SEARCH_RADIUS_KM_DEFAULT,
  savedMessages,
} from '@rentease/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, savedSearches } from '../../db/schema/index.js';
import { bearer, buildLandlord, buildProperty, buildTenant, buildUpload, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listingsMatchingSince, savedSearchesMatching } from './saved-searches.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(t.app, user), payload });
const list = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/saved-searches', headers: bearer(t.app, user) })).json() as SavedSearch[];
const remove = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: bearer(t.app, user) });

async function countOf(tenant: TestUser): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.tenantId, tenant.id));
  return row?.n ?? 0;
}

describe('saved searches', () => {
  it('saves the filters, lists them newest first in rupees, and deletes one', async () => {
    const tenant = await buildTenant(t.db);
    const first = await create(tenant, { q: ' Pune ', type: 'Apartment', minPrice: 10_000.5, maxPrice: 30_000, bedrooms: 2 });
    expect(first.statusCode).toBe(201);
    t.clock.advance(1000);
    const second = await create(tenant, { type: 'villa' });
    expect(second.statusCode).toBe(201);

    expect(await list(tenant)).toEqual([
      {
        id: second.json().id,
        q: null,
        type: 'villa',
        minPrice: null,
        maxPrice: null,
        bedrooms: null,
        near: null,
        radiusKm: null,
        nearName: null,
        created_at: expect.any(String),
      },
      {
        id: first.json().id,
        q: 'Pune',
        type: 'apartment',
        minPrice: 10_000.5,
        maxPrice: 30_000,
        bedrooms: 2,
        near: null,
        radiusKm: null,
        nearName: null,
        created_at: expect.any(String),
      },
    ]);
    expect((await remove(tenant, first.json().id)).statusCode).toBe(204);
    expect((await list(tenant)).map((s) => s.id)).toEqual([second.json().id]);
  });

  it("answers 404 for someone else's saved search, an unknown or a malformed id, and deletes nothing", async () => {
    const [owner, other] = [await buildTenant(t.db), await buildTenant(t.db)];
    const { id } = (await create(owner, { q: 'Goa' })).json();
    for (const target of [id, randomUUID(), 'nope']) {
      const res = await remove(other, target);
      expect(res.statusCode, target).toBe(404);
      expect(res.json().error, target).toBe(savedMessages.searchNotFound);
    }
    expect(await countOf(owner)).toBe(1);
  });

  it('refuses a search with no filter, a minimum above the maximum and bad numbers, naming the field', async () => {
    const tenant = await buildTenant(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'q', savedMessages.searchEmpty],
      [{ q: '   ' }, 'q', savedMessages.searchEmpty],
      [{ minPrice: 5000, maxPrice: 1000 }, 'minPrice', savedMessages.priceOrder],
      [{ minPrice: -1 }, 'minPrice', 'Must not be negative'],
      [{ bedrooms: 1.5 }, 'bedrooms', 'Must be a whole number'],
      [{ type: 'castle' }, 'type', 'Not a property type'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(tenant, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details, JSON.stringify(payload)).toMatchObject({ [field]: message });
    }
    expect(await countOf(tenant)).toBe(0);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per tenant, even when the last ones are saved at once`, async () => {
    const tenant = await buildTenant(t.db);
    for (let i = 0; i < SAVED_SEARCHES_MAX - 1; i++) expect((await create(tenant, { q: `City${i}` })).statusCode).toBe(201);
    const racing = await Promise.all([create(tenant, { q: 'A' }), create(tenant, { q: 'B' }), create(tenant, { q: 'C' })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(racing.find((r) => r.statusCode === 409)?.json().error).toBe(savedMessages.searchLimit);
    expect(await countOf(tenant)).toBe(SAVED_SEARCHES_MAX);
  });
});

describe('which saved searches a new listing matches', () => {
  it("follows the search page's rules: part of the city's name in any case, the type, the rent range inclusive, at least the bedrooms", async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const city = `Match${randomUUID().slice(0, 6)}pur`;
    const stem = city.slice(0, 9).toUpperCase();
    const listing = await buildProperty(t.db, landlord, { city, rupees: 25_000, bedrooms: 3, propertyType: 'house' });
    const searches = {
      byText: { q: stem },
      byType: { q: city, type: 'house' },
      inRange: { q: city, minPrice: 25_000, maxPrice: 25_000 },
      enoughBedrooms: { q: city, bedrooms: 3 },
      wrongType: { q: city, type: 'villa' },
      tooCheap: { q: city, maxPrice: 24_999.99 },
      tooDear: { q: city, minPrice: 25_000.01 },
      tooFewBedrooms: { q: city, bedrooms: 4 },
      otherCity: { q: `${city}x` },
    };
    const ids: Record<string, string> = {};
    for (const [name, payload] of Object.entries(searches)) ids[name] = (await create(tenant, payload)).json().id;

    const matched = new Set((await savedSearchesMatching(t.db, listing)).map((s) => s.id));
    const names = Object.keys(ids).filter((name) => matched.has(ids[name] ?? ''));
    expect(names.sort()).toEqual(['byText', 'byType', 'enoughBedrooms', 'inRange']);
  });

  it('knows a city by its other names and a locality by its address, both ways round', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const area = `Koramangala${randomUUID().slice(0, 4)}`;
    // From the beginning of time: the listings' creation times are the database's clock, which need
    // not agree with the test's clock; this listing is the newest, so it comes first in any case.
    const since = new Date(0);
    const listing = await buildProperty(t.db, landlord, { city: 'Bengaluru', address: `12, 5th Block, ${area}` });
    const searches = { oldName: 'bangalore', shortName: 'BLR', locality: area.toLowerCase(), elsewhere: 'Powai' };
    const ids: Record<string, string> = {};
    for (const [name, q] of Object.entries(searches)) ids[name] = (await create(tenant, { q })).json().id;

    const matched = new Set((await savedSearchesMatching(t.db, listing)).map((s) => s.id));
    expect(
      Object.keys(ids)
        .filter((name) => matched.has(ids[name] ?? ''))
        .sort(),
    ).toEqual(['locality', 'oldName', 'shortName']);
    // The daily digest reads the same rules from the search's side.
    const stored = await t.db.select().from(savedSearches).where(eq(savedSearches.tenantId, tenant.id));
    for (const search of stored) {
      const found = (await listingsMatchingSince(t.db, search, since, 50)).map((row) => row.id);
      expect(found.includes(listing.id), search.q ?? '').toBe(search.q !== 'Powai');
    }
  });

  it('keeps a search around a place: its centre, distance (10 km when not given) and name; a distance alone or a bad centre is refused', async () => {
    const tenant = await buildTenant(t.db);
    const around = await create(tenant, { near: '12.9352,77.6245', radiusKm: 5, nearName: ' Koramangala ' });
    expect(around.statusCode).toBe(201);
    t.clock.advance(1000);
    const mine = await create(tenant, { near: '19.07,72.87', type: 'studio' });
    expect(mine.statusCode).toBe(201);
    expect((await list(tenant)).map(({ near, radiusKm, nearName }) => ({ near, radiusKm, nearName }))).toEqual([
      { near: '19.07,72.87', radiusKm: SEARCH_RADIUS_KM_DEFAULT, nearName: null },
      { near: '12.9352,77.6245', radiusKm: 5, nearName: 'Koramangala' },
    ]);

    const distanceAlone = await create(tenant, { type: 'villa', radiusKm: 5 });
    expect(distanceAlone.statusCode).toBe(400);
    expect(distanceAlone.json().details.radiusKm).toBe(RADIUS_WITHOUT_NEAR_MESSAGE);
    const offGlobe = await create(tenant, { near: '95,77' });
    expect(offGlobe.statusCode).toBe(400);
    expect(offGlobe.json().details.near).toBe(NEAR_MESSAGE);
    const tooFar = await create(tenant, { near: '12.9,77.6', radiusKm: 51 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().details.radiusKm).toBe(RADIUS_KM_MESSAGE);
    // A place's name without its point says nothing: it is not kept, and alone it is no search.
    const nameAlone = await create(tenant, { nearName: 'Koramangala' });
    expect(nameAlone.statusCode).toBe(400);
    expect(nameAlone.json().details.q).toBe(savedMessages.searchEmpty);
    expect(await countOf(tenant)).toBe(2);
  });

  it("matches a search around a point by the listing's shown point within its distance, never its pin, both ways round", async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    // A centre no other test uses; a degree of latitude is 111.2 km.
    const centre = { lat: 23.4567, lng: 85.4321 };
    const since = new Date(0);
    const place = async (shown: { lat: number; lng: number }, pin = shown) => {
      const listing = await buildProperty(t.db, landlord, { city: 'Ranchi' });
      const [row] = await t.db
        .update(properties)
        .set({ lat: pin.lat, lng: pin.lng, approxLat: shown.lat, approxLng: shown.lng })
        .where(eq(properties.id, listing.id))
        .returning();
      if (!row) throw new Error('listing not placed');
      return row;
    };
    // Shown 0.04° north (4.4 km) of the centre; its pin is 0.06° north (6.7 km), outside the circle.
    const inside = await place({ lat: centre.lat + 0.04, lng: centre.lng }, { lat: centre.lat + 0.06, lng: centre.lng });
    // Shown 0.06° north (6.7 km); its pin is on the centre itself.
    const outside = await place({ lat: centre.lat + 0.06, lng: centre.lng }, centre);
    const unplaced = await buildProperty(t.db, landlord, { city: 'Ranchi' });
    const { id } = (await create(tenant, { near: `${centre.lat},${centre.lng}`, radiusKm: 5 })).json();

    expect((await savedSearchesMatching(t.db, inside)).map((s) => s.id)).toContain(id);
    expect((await savedSearchesMatching(t.db, outside)).map((s) => s.id)).not.toContain(id);
    expect((await savedSearchesMatching(t.db, unplaced)).map((s) => s.id)).not.toContain(id);
    const [search] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (!search) throw new Error('saved search not stored');
    expect((await listingsMatchingSince(t.db, search, since, 50)).map((row) => row.id)).toEqual([inside.id]);
    // The search page finds the same homes.
    const page = await t.app.inject({ url: `/api/property?near=${centre.lat},${centre.lng}&radiusKm=5` });
    expect(page.json().map((p: { id: string }) => p.id)).toEqual([inside.id]);
  });

  it('counts the address only for text that names no city, as the search page does', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const town = `Lonar${randomUUID().slice(0, 6)}`;
    // From the beginning of time: the town is new, so only this test's listings can match, and the
    // listings' creation times (the database's clock) need not be compared with the test's clock.
    const since = new Date(0);
    const inTown = await buildProperty(t.db, landlord, { city: town, address: '1 Main Road' });
    const onTownRoad = await buildProperty(t.db, landlord, { city: 'Mumbai', address: `4, ${town} Road, Andheri` });
    const { id } = (await create(tenant, { q: town })).json();

    expect((await savedSearchesMatching(t.db, inTown)).map((s) => s.id)).toContain(id);
    expect((await savedSearchesMatching(t.db, onTownRoad)).map((s) => s.id)).not.toContain(id);
    const [search] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (!search) throw new Error('saved search not stored');
    expect((await listingsMatchingSince(t.db, search, since, 50)).map((row) => row.id)).toEqual([inTown.id]);
    const page = await t.app.inject({ url: `/api/property?q=${town}` });
    expect(page.json().map((p: { id: string }) => p.id)).toEqual([inTown.id]);
  });
});

describe('a new listing that matches a saved search', () => {
  const notificationsOf = async (user: TestUser) =>
    ((await t.app.inject({ url: '/api/me/notifications', headers: bearer(t.app, user) })).json() as NotificationsResponse)
      .notifications;

  it("tells each tenant whose search it matches once, with a link to the listing's page, and nobody else", async () => {
    const landlord = await buildLandlord(t.db);
    const city = `Alert${randomUUID().slice(0, 6)}`;
    const [keen, twice, other] = [await buildTenant(t.db), await buildTenant(t.db), await buildTenant(t.db)];
    await create(keen, { q: city, bedrooms: 2 });
    await create(twice, { q: city });
    await create(twice, { q: city, type: 'apartment' });
    await create(other, { q: `${city}zz` });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      headers: bearer(t.app, landlord),
      payload: {
        title: 'Fresh 2BHK',
        city,
        price: 30_000,
        bedrooms: 2,
        bathrooms: 1,
        area: 900,
        propertyType: 'apartment',
        images: [await buildUpload(t.db, landlord)],
      },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;

    for (const tenant of [keen, twice]) {
      const matches = (await notificationsOf(tenant)).filter((n) => n.type === 'saved_search_match');
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ title: 'New home for your saved search: Fresh 2BHK', link: `/homes/${id}` });
    }
    expect(await notificationsOf(other)).toEqual([]);
    expect(await notificationsOf(landlord)).toEqual([]);
  });
});
