import {
  PINCODE_FORMAT_MESSAGE,
  PINCODE_UNKNOWN_MESSAGE,
  POSITION_OUTSIDE_INDIA_MESSAGE,
  POSITION_PAIR_MESSAGE,
  type Property,
} from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import { bearer, buildLandlord, buildProperty, buildUpload, editBodyOf, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
});
afterAll(() => t.close());

async function addBody(place: Record<string, unknown>) {
  return {
    title: 'Bright 2BHK',
    city: 'Bengaluru',
    address: '5th Block, Koramangala',
    price: 42000,
    bedrooms: 2,
    bathrooms: 2,
    area: 1100,
    images: [await buildUpload(t.db, landlord)],
    ...place,
  };
}

const add = async (place: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/property/add', headers: bearer(t.app, landlord), payload: await addBody(place) });

async function placeOf(id: string) {
  const [row] = await t.db
    .select({ pincode: properties.pincode, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function listingCount() {
  return (await t.db.select({ id: properties.id }).from(properties)).length;
}

describe("a listing's place when it is added", () => {
  it('keeps the pin where the landlord put it, with the PIN code', async () => {
    const res = await add({ pincode: '560095', lat: 12.9352, lng: 77.6245 });
    expect(res.statusCode).toBe(201);
    expect(await placeOf((res.json() as Property).id)).toEqual({ pincode: '560095', lat: 12.9352, lng: 77.6245 });
  });

  it("places the pin at the PIN code's area when only the code is given (form fields as text)", async () => {
    const res = await add({ pincode: ' 560034 ', lat: '', lng: '' });
    expect(res.statusCode).toBe(201);
    const place = await placeOf((res.json() as Property).id);
    expect(place?.pincode).toBe('560034');
    expect(place?.lat).toBeCloseTo(12.93, 1);
    expect(place?.lng).toBeCloseTo(77.62, 1);
  });

  it('reads a pin sent as text, as an HTML form sends it', async () => {
    const res = await add({ lat: '19.1176', lng: '72.906' });
    expect(res.statusCode).toBe(201);
    expect(await placeOf((res.json() as Property).id)).toEqual({ pincode: null, lat: 19.1176, lng: 72.906 });
  });

  it('has no place when the form gives none', async () => {
    const res = await add({});
    expect(res.statusCode).toBe(201);
    expect(await placeOf((res.json() as Property).id)).toEqual({ pincode: null, lat: null, lng: null });
  });

  it.each([
    ['a malformed PIN code', { pincode: '5600' }, { pincode: PINCODE_FORMAT_MESSAGE }],
    ['a PIN code nobody can place', { pincode: '999999' }, { pincode: PINCODE_UNKNOWN_MESSAGE }],
    ['a latitude without a longitude', { lat: 12.9 }, { lng: POSITION_PAIR_MESSAGE }],
    ['a longitude without a latitude', { lng: 77.6 }, { lat: POSITION_PAIR_MESSAGE }],
    [
      'a pin off the coast of Africa',
      { lat: -1.28, lng: 36.82 },
      { lat: POSITION_OUTSIDE_INDIA_MESSAGE, lng: POSITION_OUTSIDE_INDIA_MESSAGE },
    ],
    ['a pin north of India', { lat: 45, lng: 77 }, { lat: POSITION_OUTSIDE_INDIA_MESSAGE }],
    [
      'coordinates that are not numbers',
      { lat: 'north', lng: true },
      { lat: POSITION_OUTSIDE_INDIA_MESSAGE, lng: POSITION_OUTSIDE_INDIA_MESSAGE },
    ],
  ])('refuses %s with a 400 on the field and writes nothing', async (_case, place, details) => {
    const before = await listingCount();
    const res = await add(place);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(details);
    expect(await listingCount()).toBe(before);
  });
});

describe("a listing's place when it is edited", () => {
  async function edit(id: string, place: Record<string, unknown>) {
    const listing = (await t.app.inject({ url: `/api/property/${id}` })).json() as Property;
    return t.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(t.app, landlord),
      payload: editBodyOf(listing, place),
    });
  }

  it('moves the pin, keeps it when the form leaves the place out, and re-places it from a new PIN code alone', async () => {
    const row = await buildProperty(t.db, landlord);
    expect((await edit(row.id, { pincode: '400076', lat: 19.1176, lng: 72.906 })).statusCode).toBe(200);
    expect(await placeOf(row.id)).toEqual({ pincode: '400076', lat: 19.1176, lng: 72.906 });

    expect((await edit(row.id, { title: 'Renamed' })).statusCode).toBe(200);
    expect(await placeOf(row.id)).toEqual({ pincode: '400076', lat: 19.1176, lng: 72.906 });

    expect((await edit(row.id, { pincode: '110001' })).statusCode).toBe(200);
    const moved = await placeOf(row.id);
    expect(moved?.pincode).toBe('110001');
    expect(moved?.lat).toBeCloseTo(28.63, 1);
  });

  it('refuses half a pin and keeps the place it had', async () => {
    const row = await buildProperty(t.db, landlord);
    await edit(row.id, { lat: 19.1176, lng: 72.906 });
    const res = await edit(row.id, { lat: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ lng: POSITION_PAIR_MESSAGE });
    expect(await placeOf(row.id)).toEqual({ pincode: null, lat: 19.1176, lng: 72.906 });
  });
});

describe('the point others are shown', () => {
  async function stored(id: string) {
    const [row] = await t.db
      .select({ lat: properties.lat, lng: properties.lng, approxLat: properties.approxLat, approxLng: properties.approxLng })
      .from(properties)
      .where(eq(properties.id, id));
    if (!row || row.lat === null || row.lng === null || row.approxLat === null || row.approxLng === null) {
      throw new Error('the listing has no place');
    }
    return { exact: { lat: row.lat, lng: row.lng }, approximate: { lat: row.approxLat, lng: row.approxLng } };
  }
  /** Metres between two nearby points (flat projection). */
  const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
    Math.hypot((b.lat - a.lat) * 111_320, (b.lng - a.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180));

  it('is 100–300 m from the pin, in a direction of its own for each listing', async () => {
    const points = [];
    for (let i = 0; i < 6; i++) {
      const res = await add({ lat: 12.9352, lng: 77.6245 });
      expect(res.statusCode).toBe(201);
      const place = await stored((res.json() as Property).id);
      const metres = metresBetween(place.exact, place.approximate);
      expect(metres).toBeGreaterThanOrEqual(99.9);
      expect(metres).toBeLessThanOrEqual(300.1);
      points.push(`${place.approximate.lat},${place.approximate.lng}`);
    }
    // Six listings at one pin are shown at six different points (equal ones would be a fixed offset).
    expect(new Set(points).size).toBe(6);
  });

  it('moves with the pin by the same offset, so an edit reveals nothing new', async () => {
    const created = await add({ lat: 19.1176, lng: 72.906 });
    const id = (created.json() as Property).id;
    const before = await stored(id);
    const listing = (await t.app.inject({ url: `/api/property/${id}` })).json() as Property;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(t.app, landlord),
      payload: editBodyOf(listing, { lat: 19.12, lng: 72.91 }),
    });
    expect(res.statusCode).toBe(200);
    const after = await stored(id);
    expect(after.exact).toEqual({ lat: 19.12, lng: 72.91 });
    expect(after.approximate.lat - after.exact.lat).toBeCloseTo(before.approximate.lat - before.exact.lat, 9);
    expect(after.approximate.lng - after.exact.lng).toBeCloseTo(before.approximate.lng - before.exact.lng, 9);
  });

  it('is what every answer carries; the pin itself only those to its landlord', async () => {
    const city = `Pinpur${Date.now().toString(36)}`;
    const res = await add({ city, pincode: '560095', lat: 12.934_567_8, lng: 77.619_876_5 });
    const id = (res.json() as Property).id;
    const place = await stored(id);
    const shown = `"pincode":"560095","approximate_position":{"lat":${place.approximate.lat},"lng":${place.approximate.lng}}`;
    const publicAnswers = [
      (await t.app.inject({ url: `/api/property/${id}` })).body,
      (await t.app.inject({ url: `/api/property?city=${city}` })).body,
      (await t.app.inject({ url: `/api/property?city=${city}`, headers: bearer(t.app, landlord) })).body,
    ];
    for (const body of publicAnswers) {
      expect(body).toContain(shown);
      expect(body).not.toContain('12.9345678');
      expect(body).not.toContain('77.6198765');
    }
    const landlordAnswers = [
      res.body,
      (await t.app.inject({ url: `/api/property/${id}`, headers: bearer(t.app, landlord) })).body,
      (await t.app.inject({ url: `/api/property/user/${landlord.id}?limit=100`, headers: bearer(t.app, landlord) })).body,
    ];
    for (const body of landlordAnswers) {
      expect(body).toContain(`${shown},"exact_position":{"lat":12.9345678,"lng":77.6198765}`);
    }
  });

  it('is set for a pin placed from a PIN code alone', async () => {
    const res = await add({ pincode: '110001' });
    const place = await stored((res.json() as Property).id);
    expect(metresBetween(place.exact, place.approximate)).toBeLessThanOrEqual(300.1);
  });
});
