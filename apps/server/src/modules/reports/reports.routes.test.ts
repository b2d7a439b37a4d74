import { randomUUID } from 'node:crypto';
import {
  type AdminReport,
  type CitySuggestion,
  type Property,
  propertyMessages,
  REPORT_DETAILS_MAX,
  reportMessages,
} from '@rentease/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config.js';
import { auditLog, properties, propertyReports } from '../../db/schema/index.js';
import { bookAndPay, requestCheckout } from '../../test/checkout.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [landlord, admin] = await Promise.all([buildLandlord(t.db), buildAdmin(t.db)]);
});
afterAll(() => t.close());

const uniqueCity = () => `Report${randomUUID().slice(0, 8)}`;

function report(
  user: TestUser | undefined,
  propertyId: string,
  payload: unknown = { reason: 'scam', details: 'Asks for a deposit by wire.' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/property/${propertyId}/report`,
    headers: user ? bearer(t.app, user) : {},
    payload: payload as Record<string, unknown>,
  });
}

function setVisibility(propertyId: string, payload: unknown, user: TestUser = admin, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'PATCH',
    url: `/api/property/${propertyId}/visibility`,
    headers: bearer(app, user),
    payload: payload as Record<string, unknown>,
  });
}

const hide = (propertyId: string, reason = 'Reported as a scam; under review') =>
  setVisibility(propertyId, { hidden: true, reason });

function resolve(reportId: string, status: string, user: TestUser = admin) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/reports/${reportId}`,
    headers: bearer(t.app, user),
    payload: { status },
  });
}

async function queue(query = '') {
  const res = await t.app.inject({ url: `/api/admin/reports${query}`, headers: bearer(t.app, admin) });
  expect(res.statusCode).toBe(200);
  return { res, body: res.json() as AdminReport[] };
}

/** The whole queue, page by page through the Link header. */
async function wholeQueue(limit: number): Promise<AdminReport[]> {
  const seen: AdminReport[] = [];
  let url: string | undefined = `/api/admin/reports?limit=${limit}`;
  while (url) {
    const res: LightMyRequestResponse = await t.app.inject({ url, headers: bearer(t.app, admin) });
    expect(res.statusCode).toBe(200);
    seen.push(...(res.json() as AdminReport[]));
    url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
  }
  return seen;
}

async function auditEntries(targetId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
}

describe('POST /api/property/:id/report', () => {
  it('files a report from a signed-in user (201 {id}), details trimmed', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const tenant = await buildTenant(t.db);
    const res = await report(tenant, listing.id, { reason: 'inaccurate', details: '  Photos are of another flat.  ' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await t.db.select().from(propertyReports).where(eq(propertyReports.id, id));
    expect(row).toMatchObject({
      propertyId: listing.id,
      reporterId: tenant.id,
      reason: 'inaccurate',
      details: 'Photos are of another flat.',
      status: 'open',
      resolvedAt: null,
    });
  });

  it('takes reports from landlords of other listings and from the admin too', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    expect((await report(await buildLandlord(t.db), listing.id)).statusCode).toBe(201);
    expect((await report(admin, listing.id)).statusCode).toBe(201);
  });

  it('accepts a report without details, except for the reason "other"', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    expect((await report(await buildTenant(t.db), listing.id, { reason: 'unavailable' })).statusCode).toBe(201);
    const other = await report(await buildTenant(t.db), listing.id, { reason: 'other', details: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { details: reportMessages.detailsRequired } });
    expect(
      (await report(await buildTenant(t.db), listing.id, { reason: 'other', details: 'Same flat listed twice' })).statusCode,
    ).toBe(201);
  });

  it('refuses a bad reason or over-long details with field details, and stores nothing', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const tenant = await buildTenant(t.db);
    const badReason = await report(tenant, listing.id, { reason: 'ugly', details: '' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: reportMessages.reasonInvalid } });
    const long = await report(tenant, listing.id, { reason: 'scam', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ details: reportMessages.detailsTooLong });
    // Exactly the limit is fine once trimmed.
    expect(
      (await report(tenant, listing.id, { reason: 'scam', details: ` ${'x'.repeat(REPORT_DETAILS_MAX)} ` })).statusCode,
    ).toBe(201);
    const [stored] = await t.db.select({ n: count() }).from(propertyReports).where(eq(propertyReports.propertyId, listing.id));
    expect(stored?.n).toBe(1);
  });

  it("refuses the listing's own landlord (403) and visitors (401)", async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const own = await report(landlord, listing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(reportMessages.ownListing);
    expect((await report(undefined, listing.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown, malformed, deleted or hidden listing', async () => {
    const tenant = await buildTenant(t.db);
    expect((await report(tenant, randomUUID())).statusCode).toBe(404);
    expect((await report(tenant, 'not-a-uuid')).statusCode).toBe(404);
    const deleted = await buildProperty(t.db, landlord, { images: 0 });
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted.id));
    expect((await report(tenant, deleted.id)).statusCode).toBe(404);
    const hidden = await buildProperty(t.db, landlord, { images: 0 });
    expect((await hide(hidden.id)).statusCode).toBe(200);
    const res = await report(tenant, hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(propertyMessages.propertyNotFound);
  });

  it('keeps one open report per person and listing: a repeat is 409, a new one is fine once resolved', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const tenant = await buildTenant(t.db);
    const first = await report(tenant, listing.id);
    expect(first.statusCode).toBe(201);
    const again = await report(tenant, listing.id, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', error: reportMessages.alreadyReported });
    // Someone else may report the same listing.
    expect((await report(await buildTenant(t.db), listing.id)).statusCode).toBe(201);
    expect((await resolve(first.json().id, 'dismissed')).statusCode).toBe(200);
    expect((await report(tenant, listing.id, { reason: 'scam', details: 'Still asking for a wire transfer' })).statusCode).toBe(
      201,
    );
  });

  it('lets exactly one of several identical reports sent at once through (two tabs, a double-click)', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const tenant = await buildTenant(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(tenant, listing.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const [open] = await t.db
      .select({ n: count() })
      .from(propertyReports)
      .where(and(eq(propertyReports.propertyId, listing.id), eq(propertyReports.reporterId, tenant.id)));
    expect(open?.n).toBe(1);
  });

  it('is rate-limited per account like the other write endpoints', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.config.rateLimits, report: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const owner = await buildLandlord(limited.db);
      const tenant = await buildTenant(limited.db);
      const send = async () => {
        const listing = await buildProperty(limited.db, owner, { images: 0 });
        return limited.app.inject({
          method: 'POST',
          url: `/api/property/${listing.id}/report`,
          headers: bearer(limited.app, tenant),
          payload: { reason: 'scam' },
        });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      // Another account has its own window.
      const other = await buildTenant(limited.db);
      const listing = await buildProperty(limited.db, owner, { images: 0 });
      const res = await limited.app.inject({
        method: 'POST',
        url: `/api/property/${listing.id}/report`,
        headers: bearer(limited.app, other),
        payload: { reason: 'scam' },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
    expect(defaultRateLimits.report.max).toBeGreaterThan(2);
  });
});

describe('GET /api/admin/reports', () => {
  it('lists open reports first, newest first, with listing, reporter, reason and the open count per listing', async () => {
    const start = t.clock.now().getTime();
    const flat = await buildProperty(t.db, landlord, { title: 'Queue flat', images: 0 });
    const villa = await buildProperty(t.db, landlord, { title: 'Queue villa', images: 0 });
    const asha = await buildTenant(t.db);
    const ravi = await buildTenant(t.db);
    t.clock.set(new Date(start + 1000));
    const oldest = (await report(asha, flat.id, { reason: 'scam', details: 'Deposit by wire' })).json().id as string;
    t.clock.set(new Date(start + 2000));
    const middle = (await report(ravi, flat.id, { reason: 'inaccurate' })).json().id as string;
    t.clock.set(new Date(start + 3000));
    const newest = (await report(asha, villa.id, { reason: 'offensive', details: 'Rude text' })).json().id as string;
    expect((await resolve(newest, 'dismissed')).statusCode).toBe(200);

    const all = await wholeQueue(100);
    const mine = all.filter((r) => [oldest, middle, newest].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([middle, oldest, newest]);
    // Every open report in the whole queue comes before every resolved one.
    const firstResolved = all.findIndex((r) => r.status !== 'open');
    expect(all.slice(firstResolved).every((r) => r.status !== 'open')).toBe(true);
    expect(mine[1]).toEqual({
      id: oldest,
      property_id: flat.id,
      property_title: 'Queue flat',
      property_city: flat.city,
      property_hidden: false,
      property_hidden_reason: null,
      property_removed: false,
      reporter_id: asha.id,
      reporter_name: `${asha.firstName} ${asha.lastName}`,
      reporter_email: asha.email,
      reason: 'scam',
      details: 'Deposit by wire',
      status: 'open',
      created_at: new Date(start + 1000).toISOString(),
      resolved_at: null,
      open_reports_on_listing: 2,
    });
    expect(mine[2]).toMatchObject({ status: 'dismissed', open_reports_on_listing: 0, resolved_at: expect.any(String) });
    t.clock.set(new Date());
  });

  it('pages with a cursor through every report exactly once, the total in X-Total-Count', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await report(await buildTenant(t.db), listing.id)).json().id);
    await resolve(ids[1] as string, 'actioned');
    await resolve(ids[3] as string, 'dismissed');
    const whole = await wholeQueue(100);
    const paged = await wholeQueue(2);
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(paged.map((r) => r.id)).size).toBe(paged.length);
    const { res } = await queue('?limit=2');
    expect(Number(res.headers['x-total-count'])).toBe(whole.length);
  });

  it('refuses a forged cursor with 400, not 500', async () => {
    const forged = Buffer.from(JSON.stringify(['report-queue', '1:99999999999999999999', randomUUID()])).toString('base64url');
    for (const cursor of [forged, 'garbage', Buffer.from('["report-queue",5,"x"]').toString('base64url')]) {
      const res = await t.app.inject({ url: `/api/admin/reports?cursor=${cursor}`, headers: bearer(t.app, admin) });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PATCH /api/admin/reports/:id', () => {
  it('resolves an open report (resolved_at, resolved_by) and writes the audit log', async () => {
    const listing = await buildProperty(t.db, landlord, { title: 'Audit flat', images: 0 });
    const id = (await report(await buildTenant(t.db), listing.id)).json().id as string;
    const res = await resolve(id, 'actioned');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'actioned', resolved_at: t.clock.now().toISOString() });
    const [row] = await t.db.select().from(propertyReports).where(eq(propertyReports.id, id));
    expect(row).toMatchObject({ status: 'actioned', resolvedById: admin.id });
    expect(await auditEntries(id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'report.actioned',
        targetType: 'property_report',
        summary: 'Actioned a report on "Audit flat"',
      },
    ]);
  });

  it('answers the same decision again as it is (one audit entry), and a different one with 409', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const id = (await report(await buildTenant(t.db), listing.id)).json().id as string;
    const [first, second] = await Promise.all([resolve(id, 'dismissed'), resolve(id, 'dismissed')]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const other = await resolve(id, 'actioned');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(reportMessages.alreadyResolved);
    expect(await auditEntries(id)).toHaveLength(1);
    const [row] = await t.db.select().from(propertyReports).where(eq(propertyReports.id, id));
    expect(row?.status).toBe('dismissed');
  });

  it('answers 404 for an unknown or malformed id and 400 for a status that is not a decision', async () => {
    expect((await resolve(randomUUID(), 'dismissed')).statusCode).toBe(404);
    expect((await resolve('nope', 'dismissed')).statusCode).toBe(404);
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const id = (await report(await buildTenant(t.db), listing.id)).json().id as string;
    const open = await resolve(id, 'open');
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ details: { status: reportMessages.statusInvalid } });
  });

  it('is for the admin only', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const id = (await report(await buildTenant(t.db), listing.id)).json().id as string;
    expect((await resolve(id, 'dismissed', landlord)).statusCode).toBe(403);
    const [row] = await t.db.select().from(propertyReports).where(eq(propertyReports.id, id));
    expect(row?.status).toBe('open');
  });
});

describe('PATCH /api/property/:id/visibility', () => {
  const search = async (query: string, user?: TestUser) => {
    const res = await t.app.inject({ url: `/api/property${query}`, headers: user ? bearer(t.app, user) : {} });
    expect(res.statusCode).toBe(200);
    return { ids: (res.json() as Property[]).map((p) => p.id), total: Number(res.headers['x-total-count']) };
  };
  const suggestions = async (city: string) =>
    (await t.app.inject({ url: `/api/property/cities?prefix=${city}` })).json() as CitySuggestion[];
  const detail = (id: string, user?: TestUser) =>
    t.app.inject({ url: `/api/property/${id}`, headers: user ? bearer(t.app, user) : {} });
  const availability = (id: string, user?: TestUser) =>
    t.app.inject({ url: `/api/bookings/availability/${id}`, headers: user ? bearer(t.app, user) : {} });

  it('requires a reason to hide (400 with field details), at most 500 characters', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const none = await setVisibility(listing.id, { hidden: true, reason: '  ' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ details: { reason: reportMessages.hiddenReasonRequired } });
    const long = await setVisibility(listing.id, { hidden: true, reason: 'x'.repeat(501) });
    expect(long.json()).toMatchObject({ details: { reason: reportMessages.hiddenReasonTooLong } });
    const notBoolean = await setVisibility(listing.id, { hidden: 'yes', reason: 'Scam' });
    expect(notBoolean.json()).toMatchObject({ details: { hidden: reportMessages.hiddenInvalid } });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.hiddenAt).toBeNull();
  });

  it('is for the admin only; unknown, malformed or deleted listings are 404', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    expect((await setVisibility(listing.id, { hidden: true, reason: 'Mine' }, landlord)).statusCode).toBe(403);
    expect((await setVisibility(randomUUID(), { hidden: true, reason: 'Scam' })).statusCode).toBe(404);
    expect((await setVisibility('x', { hidden: false })).statusCode).toBe(404);
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, listing.id));
    expect((await hide(listing.id)).statusCode).toBe(404);
  });

  it('takes a hidden listing out of every search, suggestion, detail and availability for everyone but its landlord and the admin', async () => {
    const city = uniqueCity();
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { city, title: 'Takedown flat', rupees: 31_000, images: 1 });
    const neighbour = await buildProperty(t.db, landlord, { city, title: 'Honest flat', rupees: 29_000, images: 0 });
    expect((await search(`?city=${city}`)).ids).toHaveLength(2);

    const res = await hide(listing.id, 'Photos of another building');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listing.id,
      hidden_reason: 'Photos of another building',
      hidden_at: expect.any(String),
    });

    for (const query of [
      `?city=${city}`,
      `?q=${city.slice(0, 10).toLowerCase()}`,
      `?city=${city}&sort=price_desc`,
      `?city=${city}&type=apartment`,
      `?city=${city}&minPrice=30000`,
    ]) {
      for (const user of [undefined, tenant, admin, landlord]) {
        const found = await search(query, user);
        expect(found.ids, query).not.toContain(listing.id);
      }
    }
    expect(await search(`?city=${city}`)).toEqual({ ids: [neighbour.id], total: 1 });
    expect(await search(`?city=${city}&minBedrooms=1`)).toEqual({ ids: [neighbour.id], total: 1 });
    // The first page of all listings (no city) and the /all twin.
    expect((await search('?limit=100')).ids).not.toContain(listing.id);
    const all = await t.app.inject({ url: '/api/property/all?limit=100' });
    expect((all.json() as Property[]).map((p) => p.id)).not.toContain(listing.id);
    expect(await suggestions(city)).toEqual([{ city, listings: 1 }]);

    const reviews = (id: string, user?: TestUser) =>
      t.app.inject({ url: `/api/property/${id}/reviews`, headers: user ? bearer(t.app, user) : {} });
    for (const user of [undefined, tenant, await buildLandlord(t.db)]) {
      expect((await detail(listing.id, user)).statusCode).toBe(404);
      expect((await availability(listing.id, user)).statusCode).toBe(404);
      expect((await reviews(listing.id, user)).statusCode).toBe(404);
    }
    for (const user of [landlord, admin]) {
      const seen = await detail(listing.id, user);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ id: listing.id, hidden_reason: 'Photos of another building' });
      expect((await availability(listing.id, user)).statusCode).toBe(200);
      expect((await reviews(listing.id, user)).statusCode).toBe(200);
    }
    // The landlord's own list keeps it, with the reason; so does the admin's view of that list.
    for (const user of [landlord, admin]) {
      const mine = await t.app.inject({ url: `/api/property/user/${landlord.id}?limit=100`, headers: bearer(t.app, user) });
      const shown = (mine.json() as Property[]).find((p) => p.id === listing.id);
      expect(shown).toMatchObject({ hidden_reason: 'Photos of another building' });
    }
    // A visible listing carries no hidden fields at all.
    expect(Object.keys((await detail(neighbour.id)).json())).not.toContain('hidden_reason');
  });

  it('refuses booking and a new conversation about a hidden listing (404), while its confirmed stays stay valid', async () => {
    const listing = await buildProperty(t.db, landlord, { images: 0, rupees: 12_000 });
    const stayer = await buildTenant(t.db);
    const talker = await buildTenant(t.db);
    await bookAndPay(t, stayer, listing, { moveInDate: t.clock.today(), months: 1 });
    const send = (tenant: TestUser, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages/send',
        headers: bearer(t.app, tenant),
        payload: { tenantId: tenant.id, landlordId: landlord.id, propertyId: listing.id, message },
      });
    expect((await send(talker, 'Is it available?')).statusCode).toBe(201);

    expect((await hide(listing.id)).statusCode).toBe(200);
    const newcomer = await buildTenant(t.db);
    const checkout = await requestCheckout(t, newcomer, listing, { moveInDate: t.clock.today(), months: 1 });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().error).toBe(propertyMessages.propertyNotFound);
    expect((await send(newcomer, 'Hello?')).statusCode).toBe(404);
    // A conversation already under way goes on.
    expect((await send(talker, 'Any news?')).statusCode).toBe(201);
    // The paid stay is still confirmed and listed for the tenant and the landlord.
    const tenantList = await t.app.inject({ url: `/api/bookings/tenant/${stayer.id}`, headers: bearer(t.app, stayer) });
    expect(tenantList.json()).toEqual([expect.objectContaining({ property_id: listing.id, status: 'confirmed' })]);
    const landlordList = await t.app.inject({
      url: `/api/bookings/landlord/${landlord.id}?limit=50`,
      headers: bearer(t.app, landlord),
    });
    expect(landlordList.json()).toContainEqual(expect.objectContaining({ property_id: listing.id, status: 'confirmed' }));
  });

  it('unhiding restores the listing everywhere, and each change is audit-logged once', async () => {
    const city = uniqueCity();
    const listing = await buildProperty(t.db, landlord, { city, title: 'Back again', images: 0 });
    expect((await hide(listing.id, 'Checking the owner')).statusCode).toBe(200);
    // Hiding again with the same reason changes nothing and logs nothing.
    expect((await hide(listing.id, 'Checking the owner')).statusCode).toBe(200);
    expect(await suggestions(city)).toEqual([]);

    const shown = await setVisibility(listing.id, { hidden: false });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).not.toHaveProperty('hidden_reason');
    expect(await search(`?city=${city}`)).toEqual({ ids: [listing.id], total: 1 });
    expect(await suggestions(city)).toEqual([{ city, listings: 1 }]);
    expect((await detail(listing.id)).statusCode).toBe(200);
    expect((await availability(listing.id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: null });

    expect(await auditEntries(listing.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'property.hidden',
        targetType: 'property',
        summary: `Hid the listing "Back again" (${city}): Checking the owner`,
        details: { reason: 'Checking the owner' },
      },
      { actorId: admin.id, action: 'property.shown', summary: `Showed the listing "Back again" (${city}) again` },
    ]);
  });

  it('keeps the city counts right when a hidden listing is deleted or moved', async () => {
    const city = uniqueCity();
    const listing = await buildProperty(t.db, landlord, { city, images: 0 });
    await buildProperty(t.db, landlord, { city, images: 0 });
    await hide(listing.id);
    expect(await suggestions(city)).toEqual([{ city, listings: 1 }]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/property/${listing.id}`, headers: bearer(t.app, admin) });
    expect(removed.statusCode).toBe(200);
    expect(await suggestions(city)).toEqual([{ city, listings: 1 }]);
  });
});

describe('the listing cache on hide and unhide', () => {
  it('stops showing a hidden listing at once in cached searches, details and suggestions, in every process', async () => {
    const cached = await createTestApp({ listingCacheTtlMs: 60_000, cityDirectoryTtlMs: 60_000 });
    try {
      const other = await cached.startAnotherProcess();
      const owner = await buildLandlord(cached.db);
      const boss = await buildAdmin(cached.db);
      const city = uniqueCity();
      const listing = await buildProperty(cached.db, owner, { city, images: 0 });
      const ids = async (app: FastifyInstance) =>
        ((await app.inject({ url: `/api/property?city=${city}` })).json() as Property[]).map((p) => p.id);
      const cities = async (app: FastifyInstance) =>
        (await app.inject({ url: `/api/property/cities?prefix=${city}` })).json() as CitySuggestion[];
      // Warm both processes' caches (a new city: let the directories load it first).
      cached.clock.advance(60_001);
      expect(await ids(cached.app)).toEqual([listing.id]);
      expect(await ids(other)).toEqual([listing.id]);
      expect((await cached.app.inject({ url: `/api/property/${listing.id}` })).statusCode).toBe(200);
      expect((await other.inject({ url: `/api/property/${listing.id}` })).statusCode).toBe(200);
      expect(await cities(cached.app)).toEqual([{ city, listings: 1 }]);

      const hidden = await cached.app.inject({
        method: 'PATCH',
        url: `/api/property/${listing.id}/visibility`,
        headers: bearer(cached.app, boss),
        payload: { hidden: true, reason: 'Scam' },
      });
      expect(hidden.statusCode).toBe(200);
      // This process: immediately, without moving the clock.
      expect(await ids(cached.app)).toEqual([]);
      expect((await cached.app.inject({ url: `/api/property/${listing.id}` })).statusCode).toBe(404);
      expect(await cities(cached.app)).toEqual([]);
      // The other process: as soon as the notice arrives, long before the TTL.
      await expect.poll(() => ids(other), { timeout: 5000, interval: 20 }).toEqual([]);
      expect((await other.inject({ url: `/api/property/${listing.id}` })).statusCode).toBe(404);
      // The landlord's own view is never served from (or written to) the shared cache.
      const mine = await cached.app.inject({ url: `/api/property/${listing.id}`, headers: bearer(cached.app, owner) });
      expect(mine.json()).toMatchObject({ hidden_reason: 'Scam' });
      expect((await cached.app.inject({ url: `/api/property/${listing.id}` })).statusCode).toBe(404);

      await cached.app.inject({
        method: 'PATCH',
        url: `/api/property/${listing.id}/visibility`,
        headers: bearer(cached.app, boss),
        payload: { hidden: false },
      });
      expect(await ids(cached.app)).toEqual([listing.id]);
      await expect.poll(() => ids(other), { timeout: 5000, interval: 20 }).toEqual([listing.id]);
    } finally {
      await cached.close();
    }
  });
});
