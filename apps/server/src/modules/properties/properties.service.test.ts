import { randomUUID } from 'node:crypto';
import { type PropertyListParams, propertyListQuery } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from '../../lib/clock.js';
import { todayInMarket } from '../../lib/dates.js';
import { countQueriesInto } from '../../lib/query-count.js';
import { buildLandlord, buildProperty } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { CityDirectory } from './cities.service.js';
import { type ListOptions, listProperties } from './properties.service.js';

let t: TestContext;
const tag = randomUUID().slice(0, 6);
const cities = [`Alphapur${tag}`, `Betapur${tag}`, `Gammapur${tag}`];
const inLocality: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildLandlord(t.db);
  const start = Date.UTC(2026, 0, 1);
  // 30 listings over three cities, with equal prices and equal creation times among them, so
  // every sort has ties that only the id can break.
  for (let i = 0; i < 30; i++) {
    const listing = await buildProperty(t.db, owner, {
      city: cities[i % 3],
      title: `Listing ${i}`,
      rupees: 10_000 + (i % 7) * 1_000,
      bedrooms: 1 + (i % 4),
      propertyType: i % 5 === 0 ? 'villa' : 'apartment',
      // Every third listing, across all three cities, is in one locality.
      address: i % 3 === 1 ? `${i} Lake Road, Powai${tag}` : `${i} Hill Road`,
      createdAt: new Date(start + Math.floor(i / 2) * 60_000),
    });
    if (i % 3 === 1) inLocality.push(listing.id);
  }
});
afterAll(() => t.close());

type Strategies = Pick<ListOptions, 'cityStrategy' | 'localityStrategy'>;

/** Every listing a search shows, page after page through the cursors, with the chosen strategy. */
async function walkAllPages(params: PropertyListParams, strategies: Strategies) {
  const directory = new CityDirectory(t.db, 0, systemClock);
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const query = propertyListQuery.parse({ ...params, limit: 4, ...(cursor ? { cursor } : {}) });
    const result = await listProperties(t.db, directory, query, { today: todayInMarket(), now: new Date(), ...strategies });
    ids.push(...result.items.map((item) => item.id));
    cursor = result.nextCursor;
    if (!cursor) return { ids, total: result.total };
  }
  throw new Error('more pages than listings');
}

describe('the two ways of reading a city search', () => {
  const searches: [string, PropertyListParams][] = [
    ['newest, one city', { city: cities[0] }],
    ['newest, three cities', { q: `pur${tag}` }],
    ['price up, three cities', { q: `pur${tag}`, sort: 'price_asc' }],
    ['price down, three cities', { q: `pur${tag}`, sort: 'price_desc' }],
    ['villas with 2+ bedrooms, price up', { q: `pur${tag}`, type: 'villa', minBedrooms: 2, sort: 'price_asc' }],
    ['a price range, newest', { q: `pur${tag}`, minPrice: 12_000, maxPrice: 15_000 }],
  ];

  for (const [name, params] of searches) {
    it(`page through the same listings in the same order: ${name}`, async () => {
      const walked = await walkAllPages(params, { cityStrategy: 'walk-sort-index' });
      const cityByCity = await walkAllPages(params, { cityStrategy: 'city-by-city' });
      expect(walked.ids.length).toBeGreaterThan(0);
      expect(new Set(walked.ids).size).toBe(walked.ids.length);
      expect(walked.ids.length).toBe(walked.total);
      expect(cityByCity.ids).toEqual(walked.ids);
      expect(cityByCity.total).toBe(walked.total);
    });
  }
});

describe('the two ways of reading a locality search', () => {
  const locality = `powai${tag}`;
  const searches: [string, PropertyListParams][] = [
    ['newest', { q: locality }],
    ['price up', { q: locality.toUpperCase(), sort: 'price_asc' }],
    ['price down', { q: locality, sort: 'price_desc' }],
    ['2+ bedrooms, a price range', { q: locality, minBedrooms: 2, minPrice: 11_000, maxPrice: 15_000 }],
  ];

  for (const [name, params] of searches) {
    it(`page through the same listings in the same order: ${name}`, async () => {
      const walked = await walkAllPages(params, { localityStrategy: 'walk-sort-index' });
      const collected = await walkAllPages(params, { localityStrategy: 'collect-matches' });
      expect(walked.ids.length).toBeGreaterThan(0);
      expect(new Set(walked.ids).size).toBe(walked.ids.length);
      expect(walked.ids.length).toBe(walked.total);
      expect(collected.ids).toEqual(walked.ids);
      expect(collected.total).toBe(walked.total);
    });
  }

  it('finds every listing of the locality, and only those', async () => {
    const { ids } = await walkAllPages({ q: locality }, {});
    expect([...ids].sort()).toEqual([...inLocality].sort());
  });
});

describe("a locality's count", () => {
  const locality = `powai${tag}`;

  /** The statements one search costs, and its total. */
  async function searchOnce(directory: CityDirectory, params: PropertyListParams) {
    const tally = { queries: 0 };
    const result = await new Promise<Awaited<ReturnType<typeof listProperties>>>((done, fail) =>
      countQueriesInto(tally, () => {
        listProperties(t.db, directory, propertyListQuery.parse(params), { today: todayInMarket(), now: new Date() }).then(
          done,
          fail,
        );
      }),
    );
    return { statements: tally.queries, total: result.total };
  }

  it('is counted once for the next pages and searches within the directory’s time, again once it is over', async () => {
    const clock = new ManualClock();
    const directory = new CityDirectory(t.db, 2_000, clock);
    await directory.entries();
    const first = await searchOnce(directory, { q: locality });
    const again = await searchOnce(directory, { q: locality });
    expect(first.total).toBe(inLocality.length);
    expect(again).toEqual({ statements: first.statements - 1, total: inLocality.length });
    // Other filters are another count.
    expect((await searchOnce(directory, { q: locality, type: 'villa' })).statements).toBe(first.statements);
    clock.advance(2_000);
    // The cities are read again too.
    expect((await searchOnce(directory, { q: locality })).statements).toBe(first.statements + 1);
  });

  it('is counted again after a listing changed (invalidate), and then includes it', async () => {
    const directory = new CityDirectory(t.db, 60_000, new ManualClock());
    expect((await searchOnce(directory, { q: `vikhroli${tag}` })).total).toBe(0);
    const owner = await buildLandlord(t.db);
    await buildProperty(t.db, owner, { city: cities[0], address: `1 Main Road, Vikhroli${tag}` });
    expect((await searchOnce(directory, { q: `vikhroli${tag}` })).total).toBe(0);
    directory.invalidate();
    expect(await searchOnce(directory, { q: `vikhroli${tag}` })).toMatchObject({ total: 1 });
  });

  it('is not kept when counting failed', async () => {
    const directory = new CityDirectory(t.db, 60_000, new ManualClock());
    await expect(directory.count('k', () => Promise.reject(new Error('lost the connection')))).rejects.toThrow();
    await expect(directory.count('k', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
