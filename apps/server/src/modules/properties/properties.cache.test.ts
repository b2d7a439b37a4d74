import { randomUUID } from 'node:crypto';
import type { Property } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../test/checkout.js';
import { bearer, buildLandlord, buildProperty, buildTenant, buildUpload, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
beforeAll(async () => {
  t = await createTestApp({ listingCacheTtlMs: 60_000, cityDirectoryTtlMs: 60_000 });
  landlord = await buildLandlord(t.db);
});
afterAll(() => t.close());

const listCity = (city: string, extra = '') => t.app.inject({ url: `/api/property?city=${city}${extra}` });

/** Adds a listing through the API of `app` (this process, unless another is given). */
async function addThroughApi(city: string, app: FastifyInstance = t.app): Promise<string> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/property/add',
    headers: bearer(app, landlord),
    payload: {
      title: 'New',
      city,
      price: 1000,
      bedrooms: 1,
      bathrooms: 1,
      area: 300,
      images: [await buildUpload(t.db, landlord)],
    },
  });
  expect(added.statusCode).toBe(201);
  return (added.json() as Property).id;
}

describe('the public listing cache', () => {
  it('answers a repeated search from memory, headers included', async () => {
    const city = `Cache${randomUUID().slice(0, 6)}`;
    await buildProperty(t.db, landlord, { city });
    const first = await listCity(city);
    // Written straight to the database, behind the cache's back: the cached answer still shows one.
    await buildProperty(t.db, landlord, { city });
    const second = await listCity(city, '&unknownParam=1');
    expect(second.json()).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is cleared when a booking is confirmed, so the listing shows as booked at once', async () => {
    const city = `Cache${randomUUID().slice(0, 6)}`;
    // Added through the API, so this process's city directory knows the city.
    const property = { id: await addThroughApi(city), pricePaise: 100_000 };
    expect((await listCity(city)).json()[0].is_booked).toBe(false);
    await bookAndPay(t, await buildTenant(t.db), property, { moveInDate: t.clock.today(), months: 1 });
    expect((await listCity(city)).json()[0].is_booked).toBe(true);
    expect((await t.app.inject({ url: `/api/property/${property.id}` })).json().is_booked).toBe(true);
  });

  it('is cleared when a landlord adds or deletes a listing through the API', async () => {
    const city = `Fresh${randomUUID().slice(0, 6)}`;
    await addThroughApi(city);
    expect((await listCity(city)).json()).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/property/cities?prefix=${city}` })).json()).toEqual([{ city, listings: 1 }]);

    const id = await addThroughApi(city);
    const afterAdd = await listCity(city);
    expect(afterAdd.json()).toHaveLength(2);
    expect(afterAdd.headers['x-total-count']).toBe('2');
    expect((await t.app.inject({ url: `/api/property/cities?prefix=${city}` })).json()).toEqual([{ city, listings: 2 }]);

    expect((await t.app.inject({ url: `/api/property/${id}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/property/${id}`, headers: bearer(t.app, landlord) });
    expect((await listCity(city)).json()).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/property/${id}` })).statusCode).toBe(404);
  });

  it('shows a listing added through another server process at once, not after the TTL', async () => {
    const other = await t.startAnotherProcess();
    const city = `Fleet${randomUUID().slice(0, 6)}`;
    await addThroughApi(city);
    // Both processes have cached the city with one listing (the TTL here is a minute).
    expect((await listCity(city)).json()).toHaveLength(1);
    expect((await other.inject({ url: `/api/property?city=${city}` })).json()).toHaveLength(1);
    await addThroughApi(city, other);
    // The notice travels through the database (LISTEN/NOTIFY); wait for it rather than for the TTL.
    await expect.poll(async () => (await listCity(city)).json(), { timeout: 5000, interval: 20 }).toHaveLength(2);
  });

  it('shows an edit or a pause made through another server process at once', async () => {
    const other = await t.startAnotherProcess();
    const city = `Edited${randomUUID().slice(0, 6)}`;
    const id = await addThroughApi(city);
    expect((await listCity(city)).json()[0].title).toBe('New');
    const listing = (await t.app.inject({ url: `/api/property/${id}` })).json() as Property;
    const edited = await other.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(other, landlord),
      payload: { ...listing, propertyType: listing.property_type, title: 'Edited elsewhere', images: listing.images },
    });
    expect(edited.statusCode).toBe(200);
    await expect
      .poll(async () => (await listCity(city)).json()[0]?.title, { timeout: 5000, interval: 20 })
      .toBe('Edited elsewhere');
    expect((await t.app.inject({ url: `/api/property/${id}` })).json().title).toBe('Edited elsewhere');
    await other.inject({ method: 'POST', url: `/api/property/${id}/pause`, headers: bearer(other, landlord) });
    await expect.poll(async () => (await listCity(city)).json(), { timeout: 5000, interval: 20 }).toHaveLength(0);
  });

  it('shows what another server process wrote once the TTL has passed', async () => {
    const short = await createTestApp({ listingCacheTtlMs: 1000, cityDirectoryTtlMs: 1000 });
    try {
      const owner = await buildLandlord(short.db);
      const search = (q: string) => short.app.inject({ url: `/api/property?q=${q}` });
      const city = `Elsewhere${randomUUID().slice(0, 6)}`;
      expect((await search(city.toLowerCase())).json()).toHaveLength(0);
      // Written straight to the database, as another server process would: a new city this
      // process has not heard of, so both the cached answer and the city directory are stale.
      await buildProperty(short.db, owner, { city });
      expect((await search(city.toLowerCase())).json()).toHaveLength(0);
      expect((await search(city.slice(0, 7).toLowerCase())).json()).toHaveLength(0);
      short.clock.advance(1001);
      expect((await search(city.toLowerCase())).json()).toHaveLength(1);
      expect((await search(city.slice(0, 7).toLowerCase())).json()).toHaveLength(1);
    } finally {
      await short.close();
    }
  });

  it('never caches an error', async () => {
    const missing = randomUUID();
    expect((await t.app.inject({ url: `/api/property/${missing}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/property?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/property/${missing}` })).statusCode).toBe(404);
  });
});
