import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../test/checkout.js';
import { bearer, buildLandlord, buildProperty, buildTenant } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Export = Record<string, unknown> & {
  profile: Record<string, unknown>;
  bookings: Array<{ id: string; tenant_id: string }>;
  payments: Array<{ booking_id: string; amount_paise: number }>;
  messages: Array<{ message: string }>;
  conversations: unknown[];
  listings: Array<{ id: string }>;
  saved_homes: Array<{ property_id: string }>;
  notifications: Array<{ type: string }>;
};

describe('GET /api/me/export', () => {
  it("downloads every record about the caller as JSON, and nobody else's", async () => {
    const tenant = await buildTenant(t.db);
    const landlord = await buildLandlord(t.db);
    const stranger = await buildTenant(t.db);
    const home = await buildProperty(t.db, landlord);
    const otherHome = await buildProperty(t.db, landlord);
    await bookAndPay(t, tenant, home, { moveInDate: t.clock.today(), months: 2 });
    await bookAndPay(t, stranger, otherHome, { moveInDate: t.clock.today(), months: 1 });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: bearer(t.app, tenant),
      payload: { tenantId: tenant.id, landlordId: landlord.id, propertyId: home.id, message: 'Is parking included?' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/favourites/${otherHome.id}`, headers: bearer(t.app, tenant) })).statusCode,
    ).toBeLessThan(300);

    const response = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(t.app, tenant) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="rentease-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json<Export>();

    expect(data.profile).toMatchObject({ id: tenant.id, email: tenant.email, first_name: tenant.firstName });
    // The platform's secrets about the account are not the person's data, and must never sit in a download.
    for (const secret of ['password_hash', 'totp_secret', 'token_version', 'totp_last_step']) {
      expect(data.profile).not.toHaveProperty(secret);
    }
    expect(response.body).not.toContain(tenant.passwordHash);
    expect(data.bookings.map((b) => b.tenant_id)).toEqual([tenant.id]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]?.booking_id).toBe(data.bookings[0]?.id);
    expect(data.messages.map((m) => m.message)).toEqual(['Is parking included?']);
    expect(data.conversations).toHaveLength(1);
    expect(data.saved_homes.map((s) => s.property_id)).toEqual([otherHome.id]);
    expect(data.notifications.map((n) => n.type)).toContain('booking_confirmed');
    expect(data.listings).toEqual([]);
    expect(response.body).not.toContain(stranger.id);
    for (const section of [
      'reviews_written',
      'reviews_received',
      'visits',
      'booking_requests',
      'saved_searches',
      'signed_in_sessions',
    ]) {
      expect(Array.isArray(data[section]), section).toBe(true);
    }
  });

  it("gives the landlord their listings and their tenants' bookings of them", async () => {
    const tenant = await buildTenant(t.db);
    const landlord = await buildLandlord(t.db);
    const home = await buildProperty(t.db, landlord);
    await bookAndPay(t, tenant, home, { moveInDate: t.clock.today(), months: 1 });
    const data = (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(t.app, landlord) })).json<Export>();
    expect(data.listings.map((l) => l.id)).toEqual([home.id]);
    expect(data.bookings.map((b) => b.tenant_id)).toEqual([tenant.id]);
    expect(data.saved_homes).toEqual([]);
  });

  it('is only for the signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});
