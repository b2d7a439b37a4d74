import { GAZETTEER_LIMIT, GAZETTEER_QUERY_MESSAGE, gazetteerAnswer } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { normaliseName } from './gazetteer-index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // The gazetteer loads on its first query (a few seconds): load it here, not inside a test's time.
  await t.app.inject({ method: 'GET', url: '/api/places?q=warm' });
});
afterAll(() => t.close());

const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
const placesFor = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode).toBe(200);
  return gazetteerAnswer.parse(res.json());
};

describe('GET /api/places', () => {
  it("finds Bengaluru's Koramangala first for 'kora', with its PIN code and position, and lets the answer be kept", async () => {
    const res = await search('kora');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const [first] = gazetteerAnswer.parse(res.json());
    expect(first).toMatchObject({ name: 'Koramangala', district: 'Bengaluru Urban', state: 'Karnataka', pincode: '560034' });
    expect(first?.lat).toBeCloseTo(12.93, 1);
    expect(first?.lng).toBeCloseTo(77.62, 1);
  });

  it("finds Mumbai's Andheri before the villages named Andheri", async () => {
    const places = await placesFor('andheri');
    expect(places[0]).toMatchObject({ name: 'Andheri', district: 'Mumbai Suburban', state: 'Maharashtra' });
    const villages = places.filter((place) => place.name === 'Andheri' && place.state !== 'Maharashtra');
    expect(villages.length).toBeGreaterThan(0);
    const lastInMumbai = places.findLastIndex((place) => place.district === 'Mumbai Suburban');
    for (const village of villages) expect(places.indexOf(village)).toBeGreaterThan(lastInMumbai);
  });

  it.each(['KORAMANGALA', 'koRAmangala', 'Kóramangalá', '  koramangala  '])(
    'ignores case, accents and spaces around %j',
    async (q) => {
      const [first] = await placesFor(q);
      expect(first).toMatchObject({ name: 'Koramangala', pincode: '560034' });
    },
  );

  it('finds a place by the start of a later word of its name', async () => {
    const places = await placesFor('layout');
    expect(places.map((place) => place.name)).toContain('HSR Layout');
    for (const place of places) expect(normaliseName(place.name)).toMatch(/(^| )layout/);
  });

  it('answers at most eight places, each matching the text and each name and district once', async () => {
    const places = await placesFor('ka');
    expect(places).toHaveLength(GAZETTEER_LIMIT);
    for (const place of places) expect(normaliseName(place.name)).toMatch(/(^| )ka/);
    const seen = new Set(places.map((place) => `${normaliseName(place.name)}|${place.district}|${place.state}`));
    expect(seen.size).toBe(places.length);
  });

  it('answers a name no place has with an empty list', async () => {
    expect(await placesFor('Zqxvrentease')).toEqual([]);
    expect(await placesFor('!!')).toEqual([]);
  });

  it.each([
    ['one character', '/api/places?q=k'],
    ['one character between spaces', '/api/places?q=%20k%20'],
    ['an empty text', '/api/places?q='],
    ['no text at all', '/api/places'],
    ['61 characters', `/api/places?q=${'a'.repeat(61)}`],
  ])('refuses %s with a 400 on q saying what to type', async (_case, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ q: GAZETTEER_QUERY_MESSAGE });
  });

  it('says what to type in Hindi when Hindi is asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=k', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ q: 'जगह के नाम के 2 से 60 अक्षर लिखें।' });
  });
});
