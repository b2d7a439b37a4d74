import { BBOX_MESSAGE, type Property } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import { buildLandlord, buildProperty, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
const city = `Mappur${Date.now().toString(36)}`;
const ids: Record<'koramangala' | 'indiranagar' | 'powai' | 'nowhere', string> = {
  koramangala: '',
  indiranagar: '',
  powai: '',
  nowhere: '',
};

/** A listing of `city` with its pin and its shown point set exactly, so boxes can be drawn around either. */
async function placed(pin: { lat: number; lng: number } | null, shown?: { lat: number; lng: number }) {
  const row = await buildProperty(t.db, landlord, { city });
  if (pin && shown) {
    await t.db
      .update(properties)
      .set({ lat: pin.lat, lng: pin.lng, approxLat: shown.lat, approxLng: shown.lng })
      .where(eq(properties.id, row.id));
  }
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  // Shown 222 m north of the pin (0.002° of latitude).
  ids.koramangala = await placed({ lat: 12.93, lng: 77.62 }, { lat: 12.932, lng: 77.62 });
  ids.indiranagar = await placed({ lat: 12.97, lng: 77.64 }, { lat: 12.971, lng: 77.641 });
  ids.powai = await placed({ lat: 19.1176, lng: 72.906 }, { lat: 19.119, lng: 72.907 });
  ids.nowhere = await placed(null);
});
afterAll(() => t.close());

async function search(bbox: string, extra = '') {
  const res = await t.app.inject({ url: `/api/property?city=${city}&bbox=${encodeURIComponent(bbox)}${extra}` });
  return res;
}
const foundIds = async (bbox: string, extra = '') => ((await search(bbox, extra)).json() as Property[]).map((p) => p.id).sort();

describe('GET /api/property?bbox=', () => {
  it("finds the listings whose shown point is in the map area, with the area's count", async () => {
    const bengaluru = '77.4,12.8,77.8,13.1';
    expect(await foundIds(bengaluru)).toEqual([ids.koramangala, ids.indiranagar].sort());
    expect((await search(bengaluru)).headers['x-total-count']).toBe('2');
    expect(await foundIds('68,6,97.5,37.6')).toEqual([ids.koramangala, ids.indiranagar, ids.powai].sort());
    expect(await foundIds('72.8,19,73,19.2')).toEqual([ids.powai]);
  });

  it('leaves out listings with no place yet, and keeps every other filter', async () => {
    expect(await foundIds('-180,-90,180,90')).not.toContain(ids.nowhere);
    expect(await foundIds('77.4,12.8,77.8,13.1', '&minBedrooms=9')).toEqual([]);
  });

  it('matches the shown point, never the pin: a box around the building alone finds nothing', async () => {
    expect(await foundIds('77.6195,12.9295,77.6205,12.9305')).toEqual([]);
    expect(await foundIds('77.6195,12.9315,77.6205,12.9325')).toEqual([ids.koramangala]);
  });

  it.each([
    ['three numbers', '77,12,78'],
    ['words', 'west,south,east,north'],
    ['west of the east edge reversed', '78,12,77,13'],
    ['south above north', '77,13,78,12'],
    ['a latitude off the globe', '77,-95,78,13'],
    ['a longitude off the globe', '-190,12,78,13'],
    ['a number in exponent form', '7.7e1,12,78,13'],
  ])('refuses %s with a 400 on bbox', async (_case, bbox) => {
    const res = await search(bbox);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ bbox: BBOX_MESSAGE });
  });
});
