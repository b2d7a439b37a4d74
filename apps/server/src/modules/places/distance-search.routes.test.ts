import {
  DISTANCE_SORT_WITHOUT_NEAR_MESSAGE,
  NEAR_MESSAGE,
  type Property,
  RADIUS_KM_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
} from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import { buildLandlord, buildProperty, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
const city = `Nearpur${Date.now().toString(36)}`;
/** Every search is around this point; the listings are shown due north or east of it. */
const NEAR = '12.9,77.6';

/*
 * Hand-computed distances from 12.9,77.6 on a sphere of 6371.0088 km, where a degree of latitude
 * is 2π × 6371.0088 / 360 = 111.195 km, and a degree of longitude at 12.9° is that × cos 12.9° =
 * 108.388 km.
 */
const listings = {
  /** 0.01° north: 1.112 km. */
  north1: { shown: { lat: 12.91, lng: 77.6 }, km: 1.1 },
  /** Its pin is on the centre itself, but it is shown 0.02° north: 2.224 km. */
  pinAtCentre: { pin: { lat: 12.900_012_3, lng: 77.600_045_6 }, shown: { lat: 12.92, lng: 77.6 }, km: 2.2 },
  /** Two listings shown at one point, 0.03° north: 3.336 km; nearest-first orders them by id. */
  twinA: { shown: { lat: 12.93, lng: 77.6 }, km: 3.3 },
  twinB: { shown: { lat: 12.93, lng: 77.6 }, km: 3.3 },
  /** 0.05° north: 5.560 km; four bedrooms. */
  north5: { shown: { lat: 12.95, lng: 77.6 }, km: 5.6, bedrooms: 4 },
  /** 0.1° east: 10.839 km (the great circle is shorter than the parallel by far less than a metre). */
  east10: { shown: { lat: 12.9, lng: 77.7 }, km: 10.8 },
  /** 0.1° north: 11.120 km. */
  north11: { shown: { lat: 13.0, lng: 77.6 }, km: 11.1 },
  /** 0.3° north: 33.359 km. */
  north33: { shown: { lat: 13.2, lng: 77.6 }, km: 33.4 },
  /** 0.45° north: 50.038 km, just outside the largest circle. */
  north50: { shown: { lat: 13.35, lng: 77.6 }, km: 50 },
} as const;
type Name = keyof typeof listings | 'nowhere';
const ids = {} as Record<Name, string>;
const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);

beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  for (const [name, listing] of Object.entries(listings)) {
    const row = await buildProperty(t.db, landlord, { city, bedrooms: 'bedrooms' in listing ? listing.bedrooms : 2 });
    const pin = 'pin' in listing ? listing.pin : { lat: listing.shown.lat - 0.0015, lng: listing.shown.lng };
    await t.db
      .update(properties)
      .set({ lat: pin.lat, lng: pin.lng, approxLat: listing.shown.lat, approxLng: listing.shown.lng })
      .where(eq(properties.id, row.id));
    ids[name as Name] = row.id;
  }
  ids.nowhere = (await buildProperty(t.db, landlord, { city })).id;
  // The twins in id order, as nearest-first breaks their tie.
  if (ids.twinA > ids.twinB) [ids.twinA, ids.twinB] = [ids.twinB, ids.twinA];
});
afterAll(() => t.close());

const search = (params: string) => t.app.inject({ url: `/api/property?city=${city}&${params}` });

async function found(params: string): Promise<Property[]> {
  const res = await search(params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Property[];
}

const namesIn = (items: Property[]) => items.map((item) => nameOf(item.id));
const sortedNames = async (params: string) => namesIn(await found(params)).sort();

describe('GET /api/property?near=', () => {
  it('finds the listings shown within 10 km when no distance is given, with their count', async () => {
    expect(await sortedNames(`near=${NEAR}`)).toEqual(['north1', 'north5', 'pinAtCentre', 'twinA', 'twinB']);
    expect((await search(`near=${NEAR}`)).headers['x-total-count']).toBe('5');
  });

  it('reaches as far as radiusKm, and no further than 50 km', async () => {
    expect(await sortedNames(`near=${NEAR}&radiusKm=2`)).toEqual(['north1']);
    expect(await sortedNames(`near=${NEAR}&radiusKm=11`)).toEqual([
      'east10',
      'north1',
      'north5',
      'pinAtCentre',
      'twinA',
      'twinB',
    ]);
    expect(await sortedNames(`near=${NEAR}&radiusKm=50`)).not.toContain('north50');
    expect(await sortedNames(`near=${NEAR}&radiusKm=50`)).toContain('north33');
    expect(await sortedNames(`near=${NEAR}&radiusKm=0.5`)).toEqual([]);
  });

  it('gives each listing its distance in km to one decimal, as computed by hand', async () => {
    const items = await found(`near=${NEAR}&radiusKm=50`);
    expect(items).toHaveLength(8);
    for (const item of items) {
      const name = nameOf(item.id) as keyof typeof listings;
      expect(item.distance_km, name).toBe(listings[name].km);
    }
  });

  it('measures from the shown point, never the pin: a listing pinned on the centre is 2.2 km away', async () => {
    expect(await sortedNames(`near=${NEAR}&radiusKm=1.5`)).toEqual(['north1']);
    const body = (await search(`near=${NEAR}&radiusKm=3`)).body;
    expect(body).toContain(`"approximate_position":{"lat":12.92,"lng":77.6},"distance_km":2.2`);
    expect(body).not.toContain('12.9000123');
    expect(body).not.toContain('77.6000456');
  });

  it('orders nearest first with sort=distance, ties by id, page after page through the cursor', async () => {
    const all = namesIn(await found(`near=${NEAR}&radiusKm=50&sort=distance`));
    expect(all).toEqual(['north1', 'pinAtCentre', 'twinA', 'twinB', 'north5', 'east10', 'north11', 'north33']);

    const paged: (Name | undefined)[] = [];
    let url: string | undefined = `/api/property?city=${city}&near=${NEAR}&radiusKm=50&sort=distance&limit=3`;
    while (url) {
      const res: Awaited<ReturnType<typeof search>> = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('8');
      paged.push(...namesIn(res.json() as Property[]));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(paged).toEqual(all);
  });

  it('keeps the other orders, each listing with its distance', async () => {
    const items = await found(`near=${NEAR}&sort=newest`);
    expect(items.map((item) => item.created_at)).toEqual(
      items
        .map((item) => item.created_at)
        .sort()
        .reverse(),
    );
    expect(items.every((item) => typeof item.distance_km === 'number')).toBe(true);
    expect((await found('limit=1'))[0]).not.toHaveProperty('distance_km');
  });

  it('combines with every other filter, the map area included', async () => {
    expect(await sortedNames(`near=${NEAR}&radiusKm=50&minBedrooms=3`)).toEqual(['north5']);
    // The area ends west of the listing shown 0.1° east, and south of the one shown 0.3° north.
    const bbox = encodeURIComponent('77.5,12.8,77.65,13.1');
    expect(await sortedNames(`near=${NEAR}&radiusKm=50&bbox=${bbox}`)).toEqual([
      'north1',
      'north11',
      'north5',
      'pinAtCentre',
      'twinA',
      'twinB',
    ]);
    expect((await search(`near=${NEAR}&radiusKm=50&bbox=${bbox}`)).headers['x-total-count']).toBe('6');
    // Another city's search around the same point finds none of these.
    const elsewhere = await t.app.inject({ url: `/api/property?city=Elsewhere${city}&near=${NEAR}` });
    expect(elsewhere.json()).toEqual([]);
  });

  it.each([
    ['a centre that is not two numbers', 'near=12.9', { near: NEAR_MESSAGE }],
    ['a centre in words', 'near=north,east', { near: NEAR_MESSAGE }],
    ['a latitude off the globe', 'near=91,77.6', { near: NEAR_MESSAGE }],
    ['a longitude off the globe', 'near=12.9,181', { near: NEAR_MESSAGE }],
    ['a centre in exponent form', 'near=1.29e1,77.6', { near: NEAR_MESSAGE }],
    ['a distance of 0', `near=${NEAR}&radiusKm=0`, { radiusKm: RADIUS_KM_MESSAGE }],
    ['a negative distance', `near=${NEAR}&radiusKm=-3`, { radiusKm: RADIUS_KM_MESSAGE }],
    ['a distance over 50 km', `near=${NEAR}&radiusKm=51`, { radiusKm: RADIUS_KM_MESSAGE }],
    ['a distance in words', `near=${NEAR}&radiusKm=ten`, { radiusKm: RADIUS_KM_MESSAGE }],
    ['an infinite distance', `near=${NEAR}&radiusKm=Infinity`, { radiusKm: RADIUS_KM_MESSAGE }],
    ['a distance without a centre', 'radiusKm=5', { radiusKm: RADIUS_WITHOUT_NEAR_MESSAGE }],
    ['sorting by distance without a centre', 'sort=distance', { sort: DISTANCE_SORT_WITHOUT_NEAR_MESSAGE }],
  ])('refuses %s with a 400 on the field', async (_case, params, details) => {
    const res = await search(params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details });
  });

  it('refuses a nearest-first cursor used without its order, and says so in Hindi too', async () => {
    const first = await search(`near=${NEAR}&sort=distance&limit=1`);
    const cursor = new URL(`http://x${/<([^>]+)>/.exec(String(first.headers.link))?.[1]}`).searchParams.get('cursor');
    expect((await search(`near=${NEAR}&sort=newest&cursor=${cursor}`)).statusCode).toBe(400);
    const hindi = await t.app.inject({ url: '/api/property?sort=distance', headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().details.sort).toBe('दूरी के हिसाब से क्रम के लिए केंद्र चाहिए: साथ में near=lat,lng भी दें।');
  });
});
