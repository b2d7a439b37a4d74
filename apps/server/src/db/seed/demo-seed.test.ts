import type { Property } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, todayInMarket } from '../../lib/dates.js';
import { createTestApp, TEST_HASH_COST, type TestContext } from '../../test/test-app.js';
import { DEMO_LISTINGS } from './demo-listings.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isDatabaseEmpty, seedDemoData } from './demo-seed.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.storage, TEST_HASH_COST);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('turns an empty database into a live marketplace with working demo accounts', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await hasDemoAccounts(t.db)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD, role: account.role },
      });
      expect(login.statusCode, account.email).toBe(200);
    }
    const list = await t.app.inject({ url: '/api/property?limit=100' });
    expect(list.headers['x-total-count']).toBe(String(DEMO_LISTINGS.length));
    const listings = list.json() as Property[];
    for (const listing of listings) {
      expect(listing.images).toHaveLength(3);
      const image = await t.app.inject({ url: listing.images[0] ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('has one listing the demo tenant is staying in, booked for two more months', async () => {
    const listings = (await t.app.inject({ url: '/api/property?limit=100' })).json() as Property[];
    const booked = listings.filter((listing) => listing.is_booked);
    expect(booked.map((listing) => listing.title)).toEqual(
      DEMO_LISTINGS.filter((listing) => listing.bookedByDemoTenant).map((listing) => listing.title),
    );
    expect(booked[0]?.available_date).toBe(addCalendarMonths(addCalendarMonths(todayInMarket(), -1), 3));
  });
});
