import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions } from '../src/db/schema/index.js';
import { buildLandlord, buildTenant } from '../src/test/factories.js';
import { createTestApp, type TestContext } from '../src/test/test-app.js';
import { openBenchSessions, signToken } from './tokens.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

// The benchmark loads private endpoints with tokens it signs itself; when the server began to
// require a live session, every such row answered 401 until the seeds opened one per user.
describe("the benchmark's tokens", () => {
  it('are accepted once the seed has opened its sessions, and not before', async () => {
    const tenant = await buildTenant(t.db);
    const landlord = await buildLandlord(t.db);
    // Seeded users have no session of their own: take away the one the test factory gives.
    await t.db.delete(userSessions).where(eq(userSessions.userId, tenant.id));
    await t.db.delete(userSessions).where(eq(userSessions.userId, landlord.id));
    const tenantToken = signToken(t.config.jwtSecret, tenant.id, 'tenant');
    const landlordToken = signToken(t.config.jwtSecret, landlord.id, 'landlord');
    expect((await get(`/api/bookings/tenant/${tenant.id}`, tenantToken)).statusCode).toBe(401);

    await openBenchSessions(t.db);
    await openBenchSessions(t.db);

    const tenantBookings = await get(`/api/bookings/tenant/${tenant.id}`, tenantToken);
    expect(tenantBookings.statusCode, tenantBookings.body).toBe(200);
    const landlordBookings = await get(`/api/bookings/landlord/${landlord.id}`, landlordToken);
    expect(landlordBookings.statusCode, landlordBookings.body).toBe(200);
    const me = await get('/api/auth/me', tenantToken);
    expect(me.json()).toMatchObject({ id: tenant.id, role: 'tenant' });
  });
});
