import { randomUUID } from 'node:crypto';
import { type PropertyListParams, propertyListQuery } from '@rentease/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { favourites, properties, reviews, users } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import { countQueriesInto } from '../../lib/query-count.js';
import { buildBooking, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { onOneConnection } from '../../test/test-database.js';
import { CityDirectory } from './cities.service.js';
import { toProperty } from './properties.presenter.js';
import {
  encodePropertyCursor,
  getProperty,
  getPropertyJson,
  type ListOptions,
  listProperties,
  listPropertiesJson,
  ownerFirstName,
} from './properties.service.js';

// The database writes the search and detail answers (properties.sql.ts); the presenter writes every
// other listing answer. Both must be the same text, byte for byte, for every kind of listing.

let t: TestContext;
let tenant: TestUser;
let landlord: TestUser;
let urlPrefix: string;
const city = `Jsonpur${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  urlPrefix = t.storage.publicUrl('');
  const today = t.clock.today();
  landlord = await buildLandlord(t.db);
  const verified = await buildLandlord(t.db);
  await t.db.update(users).set({ firstName: 'Zoë "Z"', ownerVerifiedAt: t.clock.now() }).where(eq(users.id, verified.id));
  tenant = await buildTenant(t.db);
  const plain = await buildProperty(t.db, landlord, { city, rupees: 12_345.67, deposit: 24_691.34, images: 0 });
  await buildProperty(t.db, verified, {
    city,
    title: 'Quotes " and \\ back\\slash\n\ttab \u0001 \u2028 é 😀 </script>',
    houseRules: 'No smoking.\r\nNo "parties".',
    rupees: 9_999.99,
    images: 3,
    createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)),
  });
  const placed = await buildProperty(t.db, landlord, { city, rupees: 27_500 });
  await t.db
    .update(properties)
    .set({ pincode: '560034', lat: 12.9352, lng: 77.6245, approxLat: 12.936_712_345_678_9, approxLng: 77.6231 })
    .where(eq(properties.id, placed.id));
  // Around the placed one, in a town of their own (the city's count stays as it is): a page of
  // nearest-first needs several, two the same distance away (ties go by id).
  for (const [approxLat, approxLng, rupees] of [
    [12.95, 77.64, 18_000],
    [12.91, 77.6, 18_000],
    [12.91, 77.6, 21_000],
    [13.1, 77.7, 25_000],
  ] as const) {
    const near = await buildProperty(t.db, landlord, { city: `${city}Outskirts`, rupees });
    await t.db.update(properties).set({ lat: approxLat, lng: approxLng, approxLat, approxLng }).where(eq(properties.id, near.id));
  }
  const booked = await buildProperty(t.db, landlord, { city, rupees: 30_000 });
  await buildBooking(t.db, booked, tenant, { moveInDate: addCalendarDays(today, -10), months: 2 });
  const later = await buildProperty(t.db, landlord, { city, rupees: 0.01 });
  await t.db
    .update(properties)
    .set({ availableFrom: addCalendarDays(today, 40), moveInWindowDays: 9 })
    .where(eq(properties.id, later.id));
  const rated = await buildProperty(t.db, verified, { city, rupees: 1_000_000 });
  for (const [months, rating] of [
    [-4, 5],
    [-3, 4],
    [-2, 4],
  ] as const) {
    const stay = await buildBooking(t.db, rated, tenant, { moveInDate: addCalendarMonths(today, months), months: 1 });
    await t.db.insert(reviews).values({
      bookingId: stay.id,
      propertyId: rated.id,
      rating,
      publishedAt: t.clock.now(),
      side: 'tenant',
      authorId: tenant.id,
      subjectId: verified.id,
      comment: 'Fine',
    });
  }
  const hidden = await buildProperty(t.db, landlord, { city });
  await t.db
    .update(properties)
    .set({ hiddenAt: new Date(Date.UTC(2026, 5, 1, 0, 0, 0, 5)), hiddenReason: null, pausedAt: t.clock.now() })
    .where(eq(properties.id, hidden.id));
  await t.db
    .insert(favourites)
    .values([plain, rated].map((p) => ({ tenantId: tenant.id, propertyId: p.id, createdAt: t.clock.now() })));
});
afterAll(() => t.close());

const at = () => ({ today: t.clock.today(), now: t.clock.now() });

/** The presenter's answer to a search, as the route used to build it: rows, objects, JSON.stringify. */
async function presented(query: PropertyListParams, options: Partial<ListOptions>, tenantId?: string) {
  const directory = new CityDirectory(t.db, 0, t.clock);
  const page = await listProperties(t.db, directory, propertyListQuery.parse(query), { ...at(), ...options });
  const items = page.items.map((item) => toProperty(item, t.storage, at().today));
  const saved = new Set(
    tenantId ? (await t.db.select().from(favourites).where(eq(favourites.tenantId, tenantId))).map((f) => f.propertyId) : [],
  );
  const body = tenantId ? items.map((item) => ({ ...item, is_favourite: saved.has(item.id) })) : items;
  return { body: JSON.stringify(body), total: page.total, nextCursor: page.nextCursor };
}

async function written(query: PropertyListParams, options: Partial<ListOptions>, tenantId?: string) {
  const directory = new CityDirectory(t.db, 0, t.clock);
  return listPropertiesJson(t.db, directory, propertyListQuery.parse(query), { ...at(), ...options, urlPrefix, tenantId });
}

describe('the listing JSON the database writes', () => {
  const searches: [string, PropertyListParams, Partial<ListOptions>][] = [
    ['a city, newest', { city }, {}],
    ['a city, price up, two per page', { city, sort: 'price_asc', limit: 2 }, {}],
    [
      'typed text, price down, city by city',
      { q: city.slice(0, 6).toLowerCase(), sort: 'price_desc', limit: 3 },
      { cityStrategy: 'city-by-city' },
    ],
    ['a filter that needs counting', { city, minPrice: 5_000 }, {}],
    ['the verified filter', { city, verified: true }, {}],
    ['a locality', { q: 'test road' }, { localityStrategy: 'collect-matches' }],
    ['around a point, newest', { city, near: '12.93,77.62' }, {}],
    ['around a point, nearest first, one per page', { near: '12.93,77.62', radiusKm: 50, sort: 'distance', limit: 1 }, {}],
    ['nothing', { q: 'zzzzqqq' }, {}],
  ];
  for (const [name, query, options] of searches) {
    it(`is the presenter's text, page and cursor: ${name}`, async () => {
      const expected = await presented(query, options);
      const actual = await written(query, options);
      expect(actual.body).toBe(expected.body);
      expect(actual.total).toBe(expected.total);
      expect(actual.nextCursor).toBe(expected.nextCursor);
    });
  }

  it('covers every kind of value: a rating, a running stay, a later start, paise, a place', async () => {
    const { body } = await written({ city }, {});
    for (const part of [
      '"pincode":"560034","approximate_position":{"lat":12.9367123456789,"lng":77.6231}',
      '"pincode":null,"approximate_position":null',
      '"rating_average":4.3,"rating_count":3',
      '"is_booked":true',
      '"move_in_window_days":9',
      '"price":12345.67',
    ]) {
      expect(body).toContain(part);
    }
  });

  it("marks a tenant's saved listings", async () => {
    const expected = await presented({ city }, {}, tenant.id);
    const actual = await written({ city }, {}, tenant.id);
    expect(actual.body).toBe(expected.body);
    expect(actual.body).toContain('"is_favourite":true');
  });

  it("includes the owner's list, with hidden and paused listings", async () => {
    const expected = await presented({ limit: 20 }, { ownerId: landlord.id });
    const actual = await written({ limit: 20 }, { ownerId: landlord.id });
    expect(actual.body).toBe(expected.body);
    expect(actual.body).toContain('"hidden_at":"2026-06-01T00:00:00.005Z","hidden_reason":""');
  });

  it('pages a search around a point through its cursor, the count on every page (one pass counts and pages)', async () => {
    for (const sort of ['newest', 'distance', 'price_asc'] as const) {
      let query: PropertyListParams = { near: '12.93,77.62', radiusKm: 50, sort, limit: 2 };
      let pages = 0;
      for (;;) {
        const expected = await presented(query, {});
        const actual = await written(query, {});
        expect(actual.body).toBe(expected.body);
        expect(actual.total).toBe(expected.total);
        expect(actual.total).toBeGreaterThan(2);
        expect(actual.nextCursor).toBe(expected.nextCursor);
        pages += 1;
        if (!actual.nextCursor) break;
        query = { ...query, cursor: actual.nextCursor };
      }
      expect(pages).toBeGreaterThan(1);
    }
  });

  it('counts every match on an empty page after the last one (a listing gone since the cursor was given)', async () => {
    const query: PropertyListParams = { near: '12.93,77.62', radiusKm: 50, sort: 'distance', limit: 50 };
    const all = await written(query, {});
    const last = (JSON.parse(all.body) as { id: string; distance_km: number }[]).at(-1);
    if (!last) throw new Error('the search found nothing');
    const beyond = encodePropertyCursor({ sort: 'distance', value: 100_000_000, id: last.id });
    const empty = await written({ ...query, cursor: beyond }, {});
    expect(empty.body).toBe('[]');
    expect(empty.total).toBe(all.total);
    expect(empty.nextCursor).toBeUndefined();
  });

  it('says how far each listing is in a search around a point', async () => {
    const { body } = await written({ near: '12.93,77.62', radiusKm: 5 }, {});
    expect(body).toContain('"approximate_position":{"lat":12.9367123456789,"lng":77.6231},"distance_km":0.8');
  });

  it("is the detail's text for every listing, the landlord's first name included, and the pin for its landlord", async () => {
    const rows = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.city, city));
    expect(rows.length).toBe(7);
    const landlordScope = { kind: 'own listings', ownerId: landlord.id } as const;
    for (const { id } of rows) {
      const view = await getProperty(t.db, id, at().today, at().now);
      const expected = JSON.stringify({
        ...toProperty(view, t.storage, at().today, { exactPosition: view.ownerId === landlord.id }),
        owner_first_name: await ownerFirstName(t.db, view.ownerId),
      });
      const actual = await getPropertyJson(t.db, id, { ...at(), urlPrefix, exactPosition: landlordScope });
      expect(actual.body).toBe(expected);
      if (view.lat !== null && view.ownerId === landlord.id) expect(actual.body).toContain('"exact_position":{"lat":12.9352');
      expect(actual.ownerId).toBe(view.ownerId);
      expect(actual.hiddenAt?.getTime()).toBe(view.hiddenAt?.getTime());
      expect(actual.pausedAt?.getTime()).toBe(view.pausedAt?.getTime());
    }
  });

  it('costs one SQL statement per search and per detail, once the city directory is loaded', async () => {
    const directory = new CityDirectory(t.db, 60_000, t.clock);
    await directory.entries();
    const [listing] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.city, city)).limit(1);
    const searches: PropertyListParams[] = [
      { city },
      { city, minPrice: 5_000 },
      { q: city.slice(0, 6).toLowerCase(), verified: true },
      { near: '12.93,77.62', radiusKm: 50, sort: 'distance' },
    ];
    for (const query of searches) {
      const tally = { queries: 0 };
      await new Promise<void>((done, fail) =>
        countQueriesInto(tally, () => {
          listPropertiesJson(t.db, directory, propertyListQuery.parse(query), { ...at(), urlPrefix, tenantId: tenant.id }).then(
            () => done(),
            fail,
          );
        }),
      );
      expect(tally.queries).toBe(1);
    }
    const tally = { queries: 0 };
    await new Promise<void>((done, fail) =>
      countQueriesInto(tally, () => {
        getPropertyJson(t.db, listing?.id ?? '', { ...at(), urlPrefix }).then(() => done(), fail);
      }),
    );
    expect(tally.queries).toBe(1);
  });

  it.runIf(inject('dbEngine') === 'postgres')(
    'is planned once per connection on PostgreSQL: every run uses the generic plan',
    async () => {
      // One connection, so what it prepared can be read from it afterwards.
      await onOneConnection(t.db, async (one) => {
        const directory = new CityDirectory(one, 60_000, t.clock);
        for (let run = 0; run < 3; run++) {
          await listPropertiesJson(one, directory, propertyListQuery.parse({ city }), { ...at(), urlPrefix });
        }
        const plans = await queryRows<{ generic_plans: string; custom_plans: string }>(
          one,
          sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements`,
        );
        expect(plans.map((plan) => [Number(plan.generic_plans), Number(plan.custom_plans)])).toEqual([[3, 0]]);
      });
    },
  );
});
