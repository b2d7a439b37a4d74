import type { BookingSummary } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths } from '../../lib/dates.js';
import { bookAndPay, openCheckout } from '../../test/checkout.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
});
afterAll(() => t.close());

const today = () => t.clock.today();
const availability = (id: string) => t.app.inject({ url: `/api/bookings/availability/${id}` });

describe('GET /api/bookings/availability/{propertyId}', () => {
  it('is today with a four-day window for a listing nobody has booked', async () => {
    const property = await buildProperty(t.db, landlord);
    const res = await availability(property.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      availableDate: today(),
      isBooked: false,
      moveInWindow: { from: today(), to: addCalendarDays(today(), 3) },
    });
  });

  it('is the day the last confirmed stay ends, in calendar months', async () => {
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db);
    const moveIn = addCalendarDays(today(), -40);
    await buildBooking(t.db, property, tenant, { moveInDate: moveIn, months: 3 });
    const res = await availability(property.id);
    const end = addCalendarMonths(moveIn, 3);
    expect(res.json()).toEqual({ availableDate: end, isBooked: true, moveInWindow: { from: end, to: addCalendarDays(end, 3) } });
  });

  it('ignores stays that have ended, unpaid checkouts and cancelled attempts', async () => {
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db);
    await buildBooking(t.db, property, tenant, { moveInDate: addCalendarMonths(today(), -3), months: 2 });
    await buildBooking(t.db, property, tenant, { moveInDate: today(), months: 6, status: 'pending_payment' });
    await buildBooking(t.db, property, tenant, { moveInDate: addCalendarDays(today(), 1), months: 6, status: 'cancelled' });
    expect((await availability(property.id)).json()).toMatchObject({ availableDate: today(), isBooked: false });
  });

  it('moves as time passes: a stay that ends today no longer blocks', async () => {
    const property = await buildProperty(t.db, landlord);
    await buildBooking(t.db, property, await buildTenant(t.db), { moveInDate: addCalendarMonths(today(), -1), months: 1 });
    expect((await availability(property.id)).json().isBooked).toBe(false);
  });

  it('answers 404 for an unknown, malformed or deleted listing', async () => {
    const gone = await buildProperty(t.db, landlord);
    await t.app.inject({ method: 'DELETE', url: `/api/property/${gone.id}`, headers: bearer(t.app, landlord) });
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await availability(id)).statusCode, id).toBe(404);
    }
  });
});

describe('booking lists', () => {
  let owner: TestUser;
  let tenant: TestUser;
  let otherTenant: TestUser;
  beforeAll(async () => {
    owner = await buildLandlord(t.db);
    tenant = await buildTenant(t.db);
    otherTenant = await buildTenant(t.db);
    const flat = await buildProperty(t.db, owner, { title: 'Paid flat', images: 2 });
    const house = await buildProperty(t.db, owner, { title: 'Paid house' });
    await bookAndPay(t, tenant, flat, { moveInDate: today(), months: 2 });
    await bookAndPay(t, otherTenant, house, { moveInDate: addCalendarDays(today(), 1), months: 1 });
    // An unpaid checkout is not a booking anyone has.
    await openCheckout(t, tenant, await buildProperty(t.db, owner), { moveInDate: today(), months: 3 });
  });

  const list = (url: string, user: TestUser | undefined) => t.app.inject({ url, headers: user ? bearer(t.app, user) : {} });

  it("gives a tenant their confirmed bookings in the spec's shape", async () => {
    const res = await list(`/api/bookings/tenant/${tenant.id}`, tenant);
    expect(res.statusCode).toBe(200);
    const body = res.json() as BookingSummary[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      title: 'Paid flat',
      location: '1 Test Road, Testpur',
      tenant_name: `${tenant.firstName} ${tenant.lastName}`,
      tenant_phone: tenant.phone,
      move_in_date: today(),
      duration: 2,
      end_date: addCalendarMonths(today(), 2),
      status: 'confirmed',
      amount: 40_000,
      landlord_name: `${owner.firstName} ${owner.lastName}`,
    });
    expect(body[0]?.images).toHaveLength(2);
    expect(body[0]?.images[0]).toMatch(/^\/uploads\/.+-full\.webp$/);
    expect(body[0]?.thumbnails[0]).toMatch(/^\/uploads\/.+-card\.webp$/);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('gives a landlord the bookings of their listings, latest move-in first', async () => {
    const body = (await list(`/api/bookings/landlord/${owner.id}`, owner)).json() as BookingSummary[];
    expect(body.map((b) => [b.title, b.tenant_name])).toEqual([
      ['Paid house', `${otherTenant.firstName} ${otherTenant.lastName}`],
      ['Paid flat', `${tenant.firstName} ${tenant.lastName}`],
    ]);
  });

  it('gives the admin every booking and nobody else', async () => {
    const admin = await buildAdmin(t.db);
    const all = (await list('/api/bookings/all?limit=200', admin)).json() as BookingSummary[];
    const ids = all.map((b) => b.tenant_name);
    expect(ids).toContain(`${tenant.firstName} ${tenant.lastName}`);
    expect(ids).toContain(`${otherTenant.firstName} ${otherTenant.lastName}`);
    expect((await list('/api/bookings/all', tenant)).statusCode).toBe(403);
    expect((await list('/api/bookings/all', owner)).statusCode).toBe(403);
    expect((await list('/api/bookings/all', undefined)).statusCode).toBe(401);
    expect((await list(`/api/bookings/tenant/${tenant.id}`, admin)).statusCode).toBe(200);
    expect((await list(`/api/bookings/landlord/${owner.id}`, admin)).statusCode).toBe(200);
  });

  it("refuses anyone else's list", async () => {
    expect((await list(`/api/bookings/tenant/${tenant.id}`, otherTenant)).statusCode).toBe(403);
    expect((await list(`/api/bookings/tenant/${tenant.id}`, owner)).statusCode).toBe(403);
    expect((await list(`/api/bookings/landlord/${owner.id}`, landlord)).statusCode).toBe(403);
    expect((await list(`/api/bookings/landlord/${owner.id}`, tenant)).statusCode).toBe(403);
    expect((await list(`/api/bookings/tenant/${tenant.id}`, undefined)).statusCode).toBe(401);
    expect((await list('/api/bookings/tenant/not-a-uuid', tenant)).statusCode).toBe(400);
  });

  it('pages through a long history with Link headers, each booking once', async () => {
    const regular = await buildTenant(t.db);
    const property = await buildProperty(t.db, landlord);
    const moveIns = Array.from({ length: 7 }, (_, i) => addCalendarMonths('2027-01-01', i * 2));
    for (const moveInDate of moveIns) await buildBooking(t.db, property, regular, { moveInDate, months: 1 });
    const seen: string[] = [];
    let url: string | undefined = `/api/bookings/tenant/${regular.id}?limit=3`;
    while (url) {
      const res = await list(url, regular);
      expect(res.headers['x-total-count']).toBe('7');
      seen.push(...(res.json() as BookingSummary[]).map((b) => b.move_in_date));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual([...moveIns].reverse());
    const bad = await list(`/api/bookings/tenant/${regular.id}?cursor=garbage`, regular);
    expect(bad.statusCode).toBe(400);
  });
});
