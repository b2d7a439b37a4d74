import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const attention = async () =>
  (await t.app.inject({ url: '/api/admin/overview', headers: bearer(t.app, admin) })).json().attention;

describe('GET /api/admin/overview: what waits for the admin', () => {
  it('starts with nothing waiting', async () => {
    expect(await attention()).toEqual({ openReports: 0, oldestOpenReportAt: null, refundsPending: 0, unreadMessages: 0 });
  });

  it('counts open reports from the longest-waiting one, and stops counting a report once it is decided', async () => {
    const landlord = await buildLandlord(t.db);
    const [first, second] = [await buildProperty(t.db, landlord), await buildProperty(t.db, landlord)];
    const report = async (propertyId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/property/${propertyId}/report`,
        headers: bearer(t.app, await buildTenant(t.db)),
        payload: { reason: 'scam', details: '' },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const oldest = t.clock.now().toISOString();
    const firstReport = await report(first.id);
    t.clock.advance(60_000);
    await report(second.id);
    expect(await attention()).toMatchObject({ openReports: 2, oldestOpenReportAt: oldest });

    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reports/${firstReport}`,
      headers: bearer(t.app, admin),
      payload: { status: 'dismissed' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await attention()).toMatchObject({ openReports: 1, oldestOpenReportAt: t.clock.now().toISOString() });
  });

  it('counts contact messages nobody has read', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/notification',
        payload: { name: 'Asha', email: 'asha@example.in', message: 'Hello' },
      });
    await send();
    await send();
    expect((await attention()).unreadMessages).toBe(2);
  });

  it('is for the admin alone', async () => {
    const res = await t.app.inject({ url: '/api/admin/overview', headers: bearer(t.app, await buildTenant(t.db)) });
    expect(res.statusCode).toBe(403);
  });
});
