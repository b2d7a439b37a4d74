import { randomUUID } from 'node:crypto';
import type { Property } from '@rentease/contract';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, properties } from '../../db/schema/index.js';
import { bearer, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
});
afterAll(() => t.close());

const uniqueCity = () => `Fav${randomUUID().slice(0, 8)}`;
const save = (user: TestUser, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers: bearer(t.app, user) });
const unsave = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/favourites/${id}`, headers: bearer(t.app, user) });
const saved = (user: TestUser, query = '') => t.app.inject({ url: `/api/favourites${query}`, headers: bearer(t.app, user) });

async function rowsFor(tenant: TestUser, propertyId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenant.id), eq(favourites.propertyId, propertyId)));
  return row?.n ?? 0;
}

describe('saving homes', () => {
  it('saves a listing once however often it is saved, lists it in the search shape, and unsaves it', async () => {
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { title: 'Saved flat', city: uniqueCity() });

    const [first, second] = await Promise.all([save(tenant, listing.id), save(tenant, listing.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(await rowsFor(tenant, listing.id)).toBe(1);

    const list = await saved(tenant);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const [item] = list.json() as Property[];
    const searched = ((await t.app.inject({ url: `/api/property?city=${listing.city}` })).json() as Property[])[0];
    expect(item).toEqual({ ...searched, is_favourite: true });

    expect((await unsave(tenant, listing.id)).statusCode).toBe(204);
    expect((await unsave(tenant, listing.id)).statusCode).toBe(204);
    expect(await rowsFor(tenant, listing.id)).toBe(0);
    expect((await saved(tenant)).json()).toEqual([]);
  });

  it('answers 404 for a listing that does not exist, is malformed, deleted or hidden, and saves nothing', async () => {
    const tenant = await buildTenant(t.db);
    const deleted = await buildProperty(t.db, landlord);
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted.id));
    const hidden = await buildProperty(t.db, landlord);
    await t.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'Scam' }).where(eq(properties.id, hidden.id));
    for (const id of [randomUUID(), 'not-a-listing', deleted.id, hidden.id]) {
      const res = await save(tenant, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code, id).toBe('NOT_FOUND');
    }
    const [row] = await t.db.select({ n: count() }).from(favourites).where(eq(favourites.tenantId, tenant.id));
    expect(row?.n).toBe(0);
  });

  it('lists the newest saved first, page by page through Link, and leaves out a listing hidden since', async () => {
    const tenant = await buildTenant(t.db);
    const listings = [];
    for (let i = 0; i < 5; i++) {
      const listing = await buildProperty(t.db, landlord, { title: `Home ${i}`, images: 0 });
      t.clock.advance(1000);
      expect((await save(tenant, listing.id)).statusCode).toBe(204);
      listings.push(listing);
    }
    const hidden = listings[2];
    if (!hidden) throw new Error('no listing');
    await t.db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, hidden.id));

    const seen: string[] = [];
    let url: string | undefined = '/api/favourites?limit=2';
    while (url) {
      const res: LightMyRequestResponse = await t.app.inject({ url, headers: bearer(t.app, tenant) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('4');
      seen.push(...(res.json() as Property[]).map((p) => p.title));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual(['Home 4', 'Home 3', 'Home 1', 'Home 0']);
  });

  it("keeps each tenant's saved homes their own", async () => {
    const [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
    const listing = await buildProperty(t.db, landlord);
    await save(a, listing.id);
    expect((await saved(b)).json()).toEqual([]);
    expect((await unsave(b, listing.id)).statusCode).toBe(204);
    expect(await rowsFor(a, listing.id)).toBe(1);
  });
});

describe('is_favourite on listings', () => {
  it("marks a signed-in tenant's saved listings in search and detail, and says nothing to visitors and landlords", async () => {
    const city = uniqueCity();
    const [kept, other] = [await buildProperty(t.db, landlord, { city }), await buildProperty(t.db, landlord, { city })];
    const tenant = await buildTenant(t.db);
    await save(tenant, kept.id);

    const asTenant = (
      await t.app.inject({ url: `/api/property?city=${city}`, headers: bearer(t.app, tenant) })
    ).json() as Property[];
    expect(Object.fromEntries(asTenant.map((p) => [p.id, p.is_favourite]))).toEqual({ [kept.id]: true, [other.id]: false });
    const detail = await t.app.inject({ url: `/api/property/${kept.id}`, headers: bearer(t.app, tenant) });
    expect(detail.json().is_favourite).toBe(true);

    for (const headers of [{}, bearer(t.app, landlord)]) {
      const list = (await t.app.inject({ url: `/api/property?city=${city}`, headers })).json() as Property[];
      expect(list.every((p) => p.is_favourite === undefined)).toBe(true);
      expect((await t.app.inject({ url: `/api/property/${kept.id}`, headers })).json().is_favourite).toBeUndefined();
    }
  });

  it('adds each tenant their own hearts to the one cached answer', async () => {
    const cached = await createTestApp({ listingCacheTtlMs: 60_000 });
    try {
      const owner = await buildLandlord(cached.db);
      const city = uniqueCity();
      const listing = await buildProperty(cached.db, owner, { city });
      const [a, b] = await Promise.all([buildTenant(cached.db), buildTenant(cached.db)]);
      const url = `/api/property?city=${city}`;
      // A visitor's request fills the cache first; the tenants' answers come from it.
      expect((await cached.app.inject({ url })).json()[0].is_favourite).toBeUndefined();
      await cached.app.inject({ method: 'PUT', url: `/api/favourites/${listing.id}`, headers: bearer(cached.app, a) });
      const heartOf = async (user: TestUser) =>
        ((await cached.app.inject({ url, headers: bearer(cached.app, user) })).json() as Property[])[0]?.is_favourite;
      expect(await heartOf(a)).toBe(true);
      expect(await heartOf(b)).toBe(false);
      expect((await cached.app.inject({ url })).json()[0].is_favourite).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});
